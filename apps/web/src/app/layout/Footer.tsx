import { MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons';
import { ko } from '../../text/ko';
import styles from './Footer.module.css';
import { Wordmark } from './Wordmark';

const telHref = `tel:${ko.footer.phone.replace(/[^\d+]/g, '')}`;

/**
 * The footer (docs/product.md#app-shell): contact phone, e-mail and address. The spec's social media link waits for
 * the product's own account: a link to a bare social site would lead nowhere in particular.
 */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Wordmark size="small" />
          <p className={styles.tagline}>{ko.product.tagline}</p>
        </div>

        <section className={styles.section} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.sectionTitle}>
            {ko.footer.contactTitle}
          </h2>
          <ul className={styles.list}>
            <li>
              <a className={styles.link} href={telHref}>
                <PhoneIcon size={18} />
                <span className="visually-hidden">{ko.footer.phoneLabel}</span>
                {ko.footer.phone}
              </a>
            </li>
            <li>
              <a className={styles.link} href={`mailto:${ko.footer.email}`}>
                <MailIcon size={18} />
                <span className="visually-hidden">{ko.footer.emailLabel}</span>
                {ko.footer.email}
              </a>
            </li>
            <li className={styles.address}>
              <MapPinIcon size={18} />
              <span className="visually-hidden">{ko.footer.addressLabel}</span>
              <address>{ko.footer.address}</address>
            </li>
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p className={styles.copyright}>{ko.footer.copyright(new Date().getFullYear())}</p>
        </div>
      </div>
    </footer>
  );
}
