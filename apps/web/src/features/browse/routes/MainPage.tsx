import type { AttractionItem } from '@moa/contract';
import { useId } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { ko } from '../../../text/ko';
import { useAttractions } from '../api/get-attractions';
import { Banner, BannerNotice, BannerSkeleton } from '../components/Banner';
import { CategoryTabs, tabPanelProps } from '../components/CategoryTabs';
import { CreateMenu } from '../components/CreateMenu';
import { FollowedClubsRow } from '../components/FollowedClubsRow';
import { PageHeader } from '../components/PageHeader';
import { CardGrid, CardGridSkeleton, PosterCard, type BadgeTone } from '../components/PosterCard';
import { ATTRACTION_TABS, TAB_FALLBACK, tabValues, type AttractionTab } from '../lib/categories';
import { itemPath } from '../lib/paths';
import { useCategoryParam } from '../lib/use-category-param';
import styles from './pages.module.css';

const TAG_TONES: Record<AttractionItem['tag'], BadgeTone> = {
  ongoing: 'brand',
  upcoming: 'neutral',
  ended: 'muted',
};
const TAB_VALUES = tabValues(ATTRACTION_TABS);

const CREATE_ITEMS = [
  { to: '/show/create', label: ko.browse.main.createShow },
  { to: '/entertain/create', label: ko.browse.main.createEntertain },
] as const;

/** /main: the recommendation banner and the category-filtered list of shows and events (docs/product.md#main-page). */
export function MainPage() {
  useDocumentTitle(ko.pages.main);
  const attractions = useAttractions();
  const { user } = useSession();
  const [category, setCategory] = useCategoryParam<AttractionTab>(TAB_VALUES, TAB_FALLBACK.main);
  const idBase = useId();
  const headingId = `${idBase}-heading`;

  const list = attractions.data?.entireList ?? [];
  const shown = category === 'all' ? list : list.filter((item) => item.category === category);

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{ko.pages.main}</h1>

      {attractions.isPending ? (
        <BannerSkeleton />
      ) : attractions.isError ? (
        <BannerNotice kind="error" />
      ) : attractions.data.rotatingPerformances.length === 0 ? (
        <BannerNotice kind="empty" />
      ) : (
        <Banner items={attractions.data.rotatingPerformances} />
      )}

      <FollowedClubsRow />

      <section className={styles.list} aria-labelledby={headingId}>
        <PageHeader
          id={headingId}
          level={2}
          title={ko.browse.main.listHeading}
          // a blank count while loading keeps the heading row's height: nothing below moves when the count arrives
          aside={attractions.isSuccess ? ko.browse.count(shown.length) : '\u00a0'}
          actions={
            user?.authority === 'ROLE_CLUB' ? (
              <CreateMenu label={ko.browse.main.create} items={CREATE_ITEMS} />
            ) : undefined
          }
        />
        <CategoryTabs
          items={ATTRACTION_TABS}
          value={category}
          onChange={setCategory}
          label={ko.browse.main.tabsLabel}
          idBase={idBase}
        />
        <div className={styles.panel} {...tabPanelProps(idBase, category)}>
          {attractions.isPending ? (
            <CardGridSkeleton count={10} />
          ) : attractions.isError ? (
            <ErrorState
              title={ko.browse.main.loadFailed}
              onRetry={() => void attractions.refetch()}
              retrying={attractions.isFetching}
            />
          ) : shown.length === 0 ? (
            <EmptyState title={ko.browse.main.empty[category]} description={ko.browse.emptyHint} />
          ) : (
            <CardGrid>
              {shown.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <AttractionCard item={item} />
                </li>
              ))}
            </CardGrid>
          )}
        </div>
      </section>
    </div>
  );
}

function AttractionCard({ item }: { item: AttractionItem }) {
  return (
    <PosterCard
      to={itemPath(item.kind, item.id)}
      image={item.img}
      title={item.title}
      eyebrow={ko.browse.attractionCategories[item.category]}
      badge={{ text: ko.browse.tags[item.tag], tone: TAG_TONES[item.tag] }}
      lines={[item.club, item.period]}
    />
  );
}
