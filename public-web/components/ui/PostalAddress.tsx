import { ADDRESS } from '../../content/site';

/** The company's postal address, one line each (the footer and the contact page). */
export function PostalAddress({ className }: { className?: string }) {
  return (
    <address className={className}>
      {ADDRESS.lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>
        {ADDRESS.city} {ADDRESS.postalCode}, {ADDRESS.state}, {ADDRESS.country}
      </span>
    </address>
  );
}
