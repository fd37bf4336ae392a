import { useData } from 'vike-react/useData';
import { ArticleList } from '../../components/article/ArticleList';
import type { Data } from './+data';

/** A kind's list page: its heading and introduction, then a card per live item. */
export default function Page() {
  const { heading, intro, items, plural, languageNotice } = useData<Data>();
  return (
    <ArticleList
      heading={heading}
      intro={intro}
      plural={plural}
      items={items}
      notice={languageNotice}
    />
  );
}
