import { useData } from 'vike-react/useData';
import { PageHero } from '../../../components/contentPage/PageHero';
import { NavLink } from '../../../components/ui/NavLink';
import type { Data } from './+data';
import styles from './mediaContact.module.css';

/** Static media contact details; office hours Monday to Friday 9am-6pm IST. */
export default function Page() {
  const { contact: C } = useData<Data>();
  return (
    <>
      <PageHero heading={C.heading} subheading={C.intro} />
      <section className="section" aria-labelledby="media-details">
        <div className="container">
          <div className={styles.card}>
            <h2 id="media-details">{C.name}</h2>
            <dl className={styles.details}>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${C.email}`}>{C.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={C.phone?.href}>{C.phone?.display}</a>
              </dd>
              <dt>Hours</dt>
              <dd>{C.hours}</dd>
            </dl>
            <p className={styles.note}>{C.responseNote}</p>
            <div className="btn-row">
              <a className="btn" href={`mailto:${C.email}`}>
                Email the media team
              </a>
              <NavLink href="/media/press-release" className="btn btn--outline">
                Press releases
              </NavLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
