/** Licensor institutions: name, location, licensed area and what it contributes. */
import type { Licensor } from '../../content/types';
import cards from '../contentPage/Cards.module.css';

export function LicensorList({ licensors }: { licensors: Licensor[] }) {
  return (
    <ul className={`grid grid--2 ${cards.list} ${cards.grid}`}>
      {licensors.map((l) => (
        <li key={l.name}>
          <article className={cards.card}>
            <div className={cards.body}>
              <span className={cards.tag}>{l.area}</span>
              <h3 className={cards.title}>{l.name}</h3>
              <p className={cards.meta}>{l.location}</p>
              <p>{l.description}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
