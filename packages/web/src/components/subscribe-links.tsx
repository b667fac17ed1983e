import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../lib/i18n.ts';
import { Icon } from './icon.tsx';

/** A public type, by its code and its name in the reader's language; none for every public type. */
type FeedOf = { code?: string | null; name?: string };

/** The Atom feed of a public type (or of them all), its titles in the reader's language. */
export function feedHref({ code }: FeedOf, language = currentLanguage()): string {
  const path = code ? `bulletin-types/${encodeURIComponent(code)}/feed.atom` : 'feed.atom';
  return `/api/public/${path}?lang=${language}`;
}

/**
 * `<link rel="alternate">` to a type's feed, which browsers and feed readers find a page's feeds
 * by; React hoists it into the document's head while the component is shown. The feed of every
 * type is announced by index.html itself, on every page.
 */
export function FeedDiscovery({ code, name }: FeedOf) {
  const { t } = useTranslation();
  if (!code) return null;
  const title = t('subscribe.feedTitle', { name: name ?? code });
  return <link rel="alternate" type="application/atom+xml" title={title} href={feedHref({ code })} />;
}

type SubscribeLinksProps = FeedOf & {
  /** Bootstrap Italia's button size: `sm` in lists and toolbars. */
  size?: 'sm';
};

/**
 * The two ways to follow a public type's bulletins (or every public type's, without `code`), side
 * by side: *Receive these by e-mail* (the subscription page, the type chosen) and its Atom feed,
 * which the page also announces to browsers and feed readers (FeedDiscovery).
 */
export function SubscribeLinks({ code, name, size }: SubscribeLinksProps) {
  const { t } = useTranslation();
  const button = size === 'sm' ? 'btn btn-sm' : 'btn';
  const label = code ? t('subscribe.feedLinkLabel', { name: name ?? code }) : t('subscribe.allFeedLinkLabel');
  return (
    <span className="subscribe-links d-inline-flex flex-wrap align-items-center gap-2">
      <FeedDiscovery code={code} name={name} />
      <Link
        to={code ? `/subscribe?type=${encodeURIComponent(code)}` : '/subscribe'}
        className={`${button} btn-outline-primary`}
      >
        <Icon name="it-mail" className="icon-sm icon-primary me-1" />
        {t('subscribe.bulletinLink')}
      </Link>
      <a
        href={feedHref({ code })}
        type="application/atom+xml"
        className={`${button} btn-outline-secondary`}
        aria-label={label}
      >
        <Icon name="it-rss" className="icon-sm me-1" />
        {t('subscribe.feedLink')}
      </a>
    </span>
  );
}
