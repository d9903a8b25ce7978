import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { Poster } from '../../../components/Poster';
import { ko } from '../../../text/ko';
import { studentKo } from '../../../text/ko-student';
import { useFollows } from '../api/follows';
import { clubPath } from '../lib/paths';
import styles from './FollowedClubsRow.module.css';

/**
 * /main's 팔로우한 동아리 (docs/product.md#notifications): the clubs the signed-in user follows, newest first, each
 * opening its page. Nothing while signed out, while loading, on a failure, or when none is followed.
 */
export function FollowedClubsRow() {
  // signed out (and on the server, which renders every page signed out): nothing, and no query to watch
  return useSession().isLoggedIn ? <FollowedClubs /> : null;
}

function FollowedClubs() {
  const follows = useFollows();
  const clubs = follows.data ?? [];
  if (clubs.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="followed-clubs">
      <h2 id="followed-clubs" className={styles.title}>
        {studentKo.follow.rowTitle}
        <span className={styles.count}>{ko.browse.count(clubs.length)}</span>
      </h2>
      <ul className={styles.row}>
        {clubs.map((club) => (
          <li key={club.clubId}>
            <Link to={clubPath(club.clubId)} className={styles.club}>
              <Poster src={club.photo} alt="" shape="square" iconSize={20} className={styles.photo} />
              <span className={styles.name}>{club.clubName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
