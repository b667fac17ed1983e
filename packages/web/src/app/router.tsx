import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject, useParams } from 'react-router';
import { RouteError } from './route-error.tsx';
import { Layout, LayoutFallback } from './shell/layout.tsx';

type Lazy = NonNullable<RouteObject['lazy']>;

/** A screen loaded on demand, in its own chunk. */
function screen(load: () => Promise<ComponentType>): Lazy {
  return async () => ({ Component: await load() });
}

type ParamScreenProps<P extends string> = {
  Screen: ComponentType<Record<P, string>>;
  param: P;
};

/** Reads a route parameter and hands it to the screen as a prop. */
function ParamScreen<P extends string>({ Screen, param }: ParamScreenProps<P>) {
  const value = useParams()[param] ?? '';
  // A new instance per value, so a screen never shows the state of the previous one.
  return <Screen key={value} {...({ [param]: value } as Record<P, string>)} />;
}

/** A detail screen loaded on demand; the route's parameter is handed to it as a prop. */
function detailScreen<P extends string>(
  param: P,
  load: () => Promise<ComponentType<Record<P, string>>>,
): Lazy {
  return async () => ({ element: <ParamScreen Screen={await load()} param={param} /> });
}

/**
 * Starts reading a bulletin as soon as its route is matched, beside the loading of its screen's
 * code, instead of after it: a reader opening a link sees the forecast a round trip sooner. The
 * screen's own query then finds the answer in the cache, or on its way.
 */
function readBulletinEarly(queryClient: QueryClient): LoaderFunction {
  return ({ params }) => {
    const id = Number(params.id);
    // A small chunk of its own (the API client it uses is in the entry): the first page's bundle
    // stays as it was, and the read starts as soon as it arrives, beside the screen's code.
    if (Number.isInteger(id) && id > 0)
      void import('../features/bulletins/api/bulletin-query.ts').then(({ bulletinQueryOptions }) =>
        queryClient.prefetchQuery(bulletinQueryOptions(id)),
      );
    return null;
  };
}

/**
 * The specification's route table, plus the profile, the notifications, the staff user list and
 * the not-found screen; with `queryClient`, the routes whose data can be known from the address
 * start reading it while their screen loads.
 */
export function appRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      Component: Layout,
      HydrateFallback: LayoutFallback,
      errorElement: <RouteError />,
      children: [
        {
          // Errors render inside the shell, so the header and footer stay usable.
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              lazy: screen(() => import('../features/home/home-screen.tsx').then((m) => m.HomeScreen)),
            },
            {
              path: 'about',
              lazy: screen(() => import('../features/about/about-screen.tsx').then((m) => m.AboutScreen)),
            },
            {
              path: 'subscribe/*',
              lazy: screen(() =>
                import('../features/subscribe/subscribe-pages.tsx').then((m) => m.SubscribePages),
              ),
            },
            {
              path: 'bulletin/:id',
              loader: queryClient ? readBulletinEarly(queryClient) : undefined,
              lazy: detailScreen('id', () =>
                import('../features/bulletins/bulletin-screen.tsx').then((m) => m.BulletinScreen),
              ),
            },
            {
              path: 'bulletins',
              lazy: screen(() =>
                import('../features/bulletins/bulletins-screen.tsx').then((m) => m.BulletinsScreen),
              ),
            },
            {
              path: 'verification',
              lazy: screen(() =>
                import('../features/verification/verification-screen.tsx').then((m) => m.VerificationScreen),
              ),
            },
            {
              path: 'bulletin-types',
              lazy: screen(() =>
                import('../features/bulletin-types/bulletin-types-screen.tsx').then(
                  (m) => m.BulletinTypesScreen,
                ),
              ),
            },
            {
              path: 'bulletin-types/:id',
              lazy: detailScreen('id', () =>
                import('../features/bulletin-types/bulletin-type-screen.tsx').then(
                  (m) => m.BulletinTypeScreen,
                ),
              ),
            },
            {
              path: 'bulletin-types/:id/deliveries',
              lazy: detailScreen('id', () =>
                import('../features/distribution/deliveries-screen.tsx').then((m) => m.DeliveriesScreen),
              ),
            },
            {
              path: 'data-types',
              lazy: screen(() =>
                import('../features/data-types/data-types-screen.tsx').then((m) => m.DataTypesScreen),
              ),
            },
            {
              path: 'data-types/:id',
              lazy: detailScreen('id', () =>
                import('../features/data-types/data-type-screen.tsx').then((m) => m.DataTypeScreen),
              ),
            },
            {
              path: 'icons',
              lazy: screen(() => import('../features/icons/icons-screen.tsx').then((m) => m.IconsScreen)),
            },
            {
              path: 'icon-compare',
              lazy: screen(() =>
                import('../features/icons/icon-compare-screen.tsx').then((m) => m.IconCompareScreen),
              ),
            },
            {
              path: 'venues',
              lazy: screen(() => import('../features/venues/venues-screen.tsx').then((m) => m.VenuesScreen)),
            },
            {
              path: 'venues/:id',
              lazy: detailScreen('id', () =>
                import('../features/venues/venue-screen.tsx').then((m) => m.VenueScreen),
              ),
            },
            {
              path: 'authorities',
              lazy: screen(() =>
                import('../features/authorities/authorities-screen.tsx').then((m) => m.AuthoritiesScreen),
              ),
            },
            {
              path: 'authorities/:id',
              lazy: detailScreen('id', () =>
                import('../features/authorities/authority-screen.tsx').then((m) => m.AuthorityScreen),
              ),
            },
            {
              path: 'notifications',
              lazy: screen(() =>
                import('../features/notifications/notifications-screen.tsx').then(
                  (m) => m.NotificationsScreen,
                ),
              ),
            },
            {
              path: 'users',
              lazy: screen(() => import('../features/users/users-screen.tsx').then((m) => m.UsersScreen)),
            },
            {
              path: 'users/:username',
              lazy: detailScreen('username', () =>
                import('../features/users/profile-screen.tsx').then((m) => m.ProfileScreen),
              ),
            },
            { path: '*', lazy: screen(() => import('./not-found-screen.tsx').then((m) => m.NotFoundScreen)) },
          ],
        },
      ],
    },
  ];
}

export const routes = appRoutes();

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
