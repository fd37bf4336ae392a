import { NavLink } from '../../components/ui/NavLink';

export default function Page() {
  return (
    <section className="section page-hero">
      <div className="container center">
        <h1>Coming Soon</h1>
        <p className="section__intro">
          We are working on this page. In the meantime, explore our tests or get in touch.
        </p>
        <div className="btn-row btn-row--center">
          <NavLink href="/whatweoffer" className="btn">
            What we offer
          </NavLink>
          <NavLink href="/contact-us" className="btn btn--outline">
            Contact Us
          </NavLink>
        </div>
      </div>
    </section>
  );
}
