import { useData } from 'vike-react/useData';
import { PersonGrid } from '../../../components/people/PersonGrid';
import type { Data } from './+data';

export default function Page() {
  const { headings: H, management, board, boardFirstRow, advisors } = useData<Data>();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">Leadership</p>
          <h1>{H.management}</h1>
          <p>The people who lead Kavach Genomics. Choose a portrait to read the full biography.</p>
        </div>
      </section>
      <section className="section" aria-label={H.management}>
        <div className="container">
          <PersonGrid people={management} idPrefix="management" />
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="board">
        <div className="container">
          <h2 id="board">{H.board}</h2>
          <PersonGrid people={board} rows={[boardFirstRow]} idPrefix="board" />
        </div>
      </section>
      <section className="section" aria-labelledby="advisors">
        <div className="container">
          <h2 id="advisors">{H.advisors}</h2>
          <PersonGrid people={advisors} idPrefix="advisors" />
        </div>
      </section>
    </>
  );
}
