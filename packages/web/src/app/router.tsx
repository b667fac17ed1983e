import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, useParams } from 'react-router';
import type { RouteRead } from '../lib/route-read.ts';
import { RouteError } from './route-error.tsx';
import { readEarly } from './route-reads.ts';
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
 * The specification's route table, plus the profile, the notifications, the staff user list and
 * the not-found screen; with `queryClient`, the routes whose data can be known from the address
 * start reading it while their screen loads.
 */
export function appRoutes(queryClient?: QueryClient): RouteObject[] {
  // The modules of the reads the routes start before their screen is drawn, one per feature.
  const early = <K extends string>(load: () => Promise<Record<K, RouteRead>>, name: K) =>
    readEarly(queryClient, load, name);
  const bulletins = () => import('../features/bulletins/api/route-reads.ts');
  const bulletinTypes = () => import('../features/bulletin-types/api/route-reads.ts');
  const dataTypes = () => import('../features/data-types/api/route-reads.ts');
  const venues = () => import('../features/venues/api/route-reads.ts');
  const authorities = () => import('../features/authorities/api/route-reads.ts');
  const subscribe = () => import('../features/subscribe/api/route-reads.ts');
  const iconSets = () => import('../lib/icon-sets.ts');
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
              ...early(iconSets, 'readIconSets'),
              lazy: screen(() => import('../features/about/about-screen.tsx').then((m) => m.AboutScreen)),
            },
            {
              path: 'subscribe/*',
              ...early(subscribe, 'readPublicTypes'),
              lazy: screen(() =>
                import('../features/subscribe/subscribe-pages.tsx').then((m) => m.SubscribePages),
              ),
            },
            {
              path: 'bulletin/:id',
              ...early(bulletins, 'readBulletin'),
              lazy: detailScreen('id', () =>
                import('../features/bulletins/bulletin-screen.tsx').then((m) => m.BulletinScreen),
              ),
            },
            {
              path: 'bulletins',
              ...early(bulletins, 'readBulletins'),
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
              ...early(bulletinTypes, 'readBulletinTypes'),
              lazy: screen(() =>
                import('../features/bulletin-types/bulletin-types-screen.tsx').then(
                  (m) => m.BulletinTypesScreen,
                ),
              ),
            },
            {
              path: 'bulletin-types/:id',
              ...early(bulletinTypes, 'readBulletinType'),
              lazy: detailScreen('id', () =>
                import('../features/bulletin-types/bulletin-type-screen.tsx').then(
                  (m) => m.BulletinTypeScreen,
                ),
              ),
            },
            {
              path: 'bulletin-types/:id/deliveries',
              ...early(bulletinTypes, 'readBulletinType'),
              lazy: detailScreen('id', () =>
                import('../features/distribution/deliveries-screen.tsx').then((m) => m.DeliveriesScreen),
              ),
            },
            {
              path: 'data-types',
              ...early(dataTypes, 'readDataTypes'),
              lazy: screen(() =>
                import('../features/data-types/data-types-screen.tsx').then((m) => m.DataTypesScreen),
              ),
            },
            {
              path: 'data-types/:id',
              ...early(dataTypes, 'readDataType'),
              lazy: detailScreen('id', () =>
                import('../features/data-types/data-type-screen.tsx').then((m) => m.DataTypeScreen),
              ),
            },
            {
              path: 'icons',
              ...early(iconSets, 'readIconSets'),
              lazy: screen(() => import('../features/icons/icons-screen.tsx').then((m) => m.IconsScreen)),
            },
            {
              path: 'icon-compare',
              ...early(iconSets, 'readIconSets'),
              lazy: screen(() =>
                import('../features/icons/icon-compare-screen.tsx').then((m) => m.IconCompareScreen),
              ),
            },
            {
              path: 'venues',
              ...early(venues, 'readVenues'),
              lazy: screen(() => import('../features/venues/venues-screen.tsx').then((m) => m.VenuesScreen)),
            },
            {
              path: 'venues/:id',
              ...early(venues, 'readVenue'),
              lazy: detailScreen('id', () =>
                import('../features/venues/venue-screen.tsx').then((m) => m.VenueScreen),
              ),
            },
            {
              path: 'authorities',
              ...early(authorities, 'readAuthorities'),
              lazy: screen(() =>
                import('../features/authorities/authorities-screen.tsx').then((m) => m.AuthoritiesScreen),
              ),
            },
            {
              path: 'authorities/:id',
              ...early(authorities, 'readAuthority'),
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
