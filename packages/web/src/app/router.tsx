import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, useParams } from 'react-router';
import { RouteError } from './route-error.tsx';
import {
  type EarlyRead,
  readAuthorities,
  readAuthority,
  readBulletin,
  readBulletins,
  readBulletinType,
  readBulletinTypes,
  readDataType,
  readDataTypes,
  readEarly,
  readIconSets,
  readPublicTypes,
  readVenue,
  readVenues,
} from './route-reads.ts';
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
  const early = (read: EarlyRead) => readEarly(queryClient, read);
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
              ...early(readIconSets),
              lazy: screen(() => import('../features/about/about-screen.tsx').then((m) => m.AboutScreen)),
            },
            {
              path: 'subscribe/*',
              ...early(readPublicTypes),
              lazy: screen(() =>
                import('../features/subscribe/subscribe-pages.tsx').then((m) => m.SubscribePages),
              ),
            },
            {
              path: 'bulletin/:id',
              ...early(readBulletin),
              lazy: detailScreen('id', () =>
                import('../features/bulletins/bulletin-screen.tsx').then((m) => m.BulletinScreen),
              ),
            },
            {
              path: 'bulletins',
              ...early(readBulletins),
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
              ...early(readBulletinTypes),
              lazy: screen(() =>
                import('../features/bulletin-types/bulletin-types-screen.tsx').then(
                  (m) => m.BulletinTypesScreen,
                ),
              ),
            },
            {
              path: 'bulletin-types/:id',
              ...early(readBulletinType),
              lazy: detailScreen('id', () =>
                import('../features/bulletin-types/bulletin-type-screen.tsx').then(
                  (m) => m.BulletinTypeScreen,
                ),
              ),
            },
            {
              path: 'bulletin-types/:id/deliveries',
              ...early(readBulletinType),
              lazy: detailScreen('id', () =>
                import('../features/distribution/deliveries-screen.tsx').then((m) => m.DeliveriesScreen),
              ),
            },
            {
              path: 'data-types',
              ...early(readDataTypes),
              lazy: screen(() =>
                import('../features/data-types/data-types-screen.tsx').then((m) => m.DataTypesScreen),
              ),
            },
            {
              path: 'data-types/:id',
              ...early(readDataType),
              lazy: detailScreen('id', () =>
                import('../features/data-types/data-type-screen.tsx').then((m) => m.DataTypeScreen),
              ),
            },
            {
              path: 'icons',
              ...early(readIconSets),
              lazy: screen(() => import('../features/icons/icons-screen.tsx').then((m) => m.IconsScreen)),
            },
            {
              path: 'icon-compare',
              ...early(readIconSets),
              lazy: screen(() =>
                import('../features/icons/icon-compare-screen.tsx').then((m) => m.IconCompareScreen),
              ),
            },
            {
              path: 'venues',
              ...early(readVenues),
              lazy: screen(() => import('../features/venues/venues-screen.tsx').then((m) => m.VenuesScreen)),
            },
            {
              path: 'venues/:id',
              ...early(readVenue),
              lazy: detailScreen('id', () =>
                import('../features/venues/venue-screen.tsx').then((m) => m.VenueScreen),
              ),
            },
            {
              path: 'authorities',
              ...early(readAuthorities),
              lazy: screen(() =>
                import('../features/authorities/authorities-screen.tsx').then((m) => m.AuthoritiesScreen),
              ),
            },
            {
              path: 'authorities/:id',
              ...early(readAuthority),
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
