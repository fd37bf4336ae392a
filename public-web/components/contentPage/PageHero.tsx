/** Hero band of a content page: the page's one <h1>, a subheading and an optional illustration. */
import type { ReactNode } from 'react';
import { Img } from '../ui/Img';
import styles from './ContentPage.module.css';

interface PageHeroProps {
  heading: string;
  subheading?: string;
  image?: string;
  /** Extra hero content under the subheading (e.g. a button). */
  children?: ReactNode;
  className?: string;
}

export function PageHero({ heading, subheading, image, children, className }: PageHeroProps) {
  return (
    <section className={`page-hero ${className ?? ''}`} aria-labelledby="page-heading">
      <div className={`container ${image ? styles.heroSplit : ''}`}>
        <div>
          <h1 id="page-heading">{heading}</h1>
          {subheading && <p>{subheading}</p>}
          {children}
        </div>
        {/* Decorative; shown from 992 px only, and lazy so narrow screens never download it. */}
        {image && <Img src={image} alt="" width={800} height={450} className={styles.heroImage} />}
      </div>
    </section>
  );
}
