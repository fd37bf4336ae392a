/** The three (placeholder) partner hospitals with their city, area and services. */
import type { Hospital } from '../../content/types';
import { Img } from '../ui/Img';
import cards from '../contentPage/Cards.module.css';

export function HospitalCards({ hospitals }: { hospitals: Hospital[] }) {
  return (
    <ul className={`grid grid--3 ${cards.list} ${cards.grid}`}>
      {hospitals.map((h) => (
        <li key={h.name}>
          <article className={cards.card}>
            <Img src={h.image} alt="" width={800} height={450} className={cards.image} />
            <div className={cards.body}>
              <h3 className={cards.title}>{h.name}</h3>
              <p className={cards.meta}>
                {h.area}, {h.city}
              </p>
              <p>{h.description}</p>
              <ul>
                {h.services.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
