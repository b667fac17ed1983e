import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SubscribeLinks } from './subscribe-links.tsx';

function show(props: Parameters<typeof SubscribeLinks>[0]) {
  return render(
    <MemoryRouter>
      <SubscribeLinks {...props} />
    </MemoryRouter>,
  );
}

const discovered = () =>
  [...document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((link) => ({
    title: link.getAttribute('title'),
    href: link.getAttribute('href'),
  }));

describe('SubscribeLinks', () => {
  it('offers a type by e-mail and by its feed, side by side, and announces the feed in the head', () => {
    const { unmount } = show({ code: 'veneto-montagna', name: 'Veneto mountain bulletin' });
    expect(screen.getByRole('link', { name: 'Receive these by e-mail' })).toHaveAttribute(
      'href',
      '/subscribe?type=veneto-montagna',
    );
    const feed = screen.getByRole('link', { name: 'Atom feed of “Veneto mountain bulletin”' });
    expect(feed).toHaveAttribute('href', '/api/public/bulletin-types/veneto-montagna/feed.atom?lang=en');
    expect(feed).toHaveAttribute('type', 'application/atom+xml');
    expect(feed).toHaveTextContent('Atom feed');
    expect(discovered()).toEqual([
      {
        title: 'Veneto mountain bulletin – Atom feed',
        href: '/api/public/bulletin-types/veneto-montagna/feed.atom?lang=en',
      },
    ]);
    // Gone with the page that showed it.
    unmount();
    expect(discovered()).toEqual([]);
  });

  it('without a type, offers every type: the subscription page and the feed of them all', () => {
    show({});
    expect(screen.getByRole('link', { name: 'Receive these by e-mail' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(screen.getByRole('link', { name: 'Atom feed of every bulletin' })).toHaveAttribute(
      'href',
      '/api/public/feed.atom?lang=en',
    );
    // That feed is announced by index.html on every page, not once more here.
    expect(discovered()).toEqual([]);
  });
});
