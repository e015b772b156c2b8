import { Suspense } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import type { PublicConfig } from '@ordo/contract';
import { brandSlug, gated, lazyPage, screen } from './route-helpers.ts';
import { CrashBoundary } from './crash-boundary.tsx';
import { BootScreen } from './boot-screen.tsx';
import { RequireUser } from './require-user.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { resourceTopics } from '../features/resources/topics.ts';

const auth = {
  login: () => import('../features/auth/login-page.tsx'),
  logged: () => import('../features/auth/logged-page.tsx'),
  logout: () => import('../features/auth/logout-page.tsx'),
};

const settingsTabs = {
  profile: () => import('../features/settings/profile-tab.tsx'),
  account: () => import('../features/settings/account-tab.tsx'),
  ai: () => import('../features/settings/ai-tab.tsx'),
  billing: () => import('../features/settings/billing-tab.tsx'),
};

const billing = {
  subscription: () => import('../features/billing/subscription-page.tsx'),
  success: () => import('../features/billing/subscription-success-page.tsx'),
  cancel: () => import('../features/billing/subscription-cancel-page.tsx'),
  testCheckout: () => import('../features/billing/test-checkout-page.tsx'),
};

const layouts = {
  public: () => import('./layouts/public-layout.tsx'),
  dashboard: () => import('./layouts/dashboard-layout.tsx'),
  meeting: () => import('../features/meeting/meeting-layout.tsx'),
  settings: () => import('./layouts/settings-layout.tsx'),
};

/** Every route of SPEC §2, built once the configuration (brand, feature flags) is known. */
export function appRoutes(config: PublicConfig): RouteObject[] {
  const product = brandSlug(config.brandName);
  const welcome = lazyPage(() => import('../features/resources/welcome-page.tsx'), 'WelcomePage');
  const methodPages = {
    gallery: lazyPage(() => import('../features/methods/methods-page.tsx'), 'MethodsPage'),
    card: lazyPage(() => import('../features/methods/method-page.tsx'), 'MethodPage'),
  };

  const publicPages: RouteObject[] = [
    { index: true, ...lazyPage(() => import('../features/home/home-page.tsx'), 'HomePage') },
    {
      path: 'meeting/editor',
      ...lazyPage(() => import('../features/editor/editor-page.tsx'), 'EditorPage'),
    },
    {
      path: 'meeting/printMeeting',
      ...lazyPage(() => import('../features/print/print-meeting-page.tsx'), 'PrintMeetingPage'),
    },
    ...gated(config, 'publicLiveMeeting', [
      {
        path: 'meeting/join',
        ...lazyPage(() => import('../features/join/join-page.tsx'), 'JoinPage'),
      },
      {
        path: 'meeting/join/:uuid',
        ...lazyPage(() => import('../features/join/join-page.tsx'), 'JoinPage'),
      },
      {
        path: 'meeting/:uuid',
        ...lazyPage(
          () => import('../features/public-meeting/public-meeting-page.tsx'),
          'PublicMeetingPage',
        ),
      },
      {
        path: 'm/:uuid',
        children: [
          {
            index: true,
            ...lazyPage(
              () => import('../features/public-meeting/public-meeting-page.tsx'),
              'PublicMeetingPage',
            ),
          },
          {
            path: 'live',
            ...lazyPage(() => import('../features/live/stage/stage-page.tsx'), 'StagePage'),
          },
          {
            path: 'remote',
            ...lazyPage(() => import('../features/live/remote/remote-page.tsx'), 'RemotePage'),
          },
          {
            path: 'presenter',
            ...lazyPage(
              () => import('../features/live/presenter/presenter-page.tsx'),
              'PresenterPage',
            ),
          },
        ],
      },
    ]),
    {
      path: 'pricing',
      ...lazyPage(() => import('../features/pricing/pricing-page.tsx'), 'PricingPage'),
    },
    { path: 'public/welcome', ...welcome },
    { path: 'welcome', ...welcome },
    {
      path: 'templates',
      ...lazyPage(() => import('../features/templates/templates-page.tsx'), 'TemplatesPage'),
    },
    { path: 'methods', ...methodPages.gallery },
    { path: 'methods/:id', ...methodPages.card },
    { path: 'under-construction', ...screen('underConstruction') },
    ...['toNotion', ...resourceTopics(product).filter((topic) => topic !== 'welcome')].map(
      (path): RouteObject => ({
        path,
        ...lazyPage(() => import('../features/resources/resource-page.tsx'), 'ResourcePage', {
          topic: path,
        }),
      }),
    ),
    { path: 'user/login', ...lazyPage(auth.login, 'LoginPage') },
    { path: 'user/logged', ...lazyPage(auth.logged, 'LoggedPage') },
    { path: 'user/logout', ...lazyPage(auth.logout, 'LogoutPage') },
    // Small and needed for every unknown path: bundled, not lazy.
    { path: '*', Component: NotFoundPage },
  ];

  const meetingTabs: RouteObject = {
    path: 'meeting/:uuid',
    ...lazyPage(layouts.meeting, 'MeetingLayout'),
    children: [
      {
        index: true,
        ...lazyPage(
          () => import('../features/meeting/tabs/meeting-index-tab.tsx'),
          'MeetingIndexTab',
        ),
      },
      {
        path: 'setup',
        ...lazyPage(() => import('../features/meeting/tabs/setup-tab.tsx'), 'SetupTab'),
      },
      { path: 'share', ...lazyPage(() => import('../features/sharing/share-tab.tsx'), 'ShareTab') },
      {
        path: 'stats',
        ...lazyPage(() => import('../features/meeting/tabs/insight-tab.tsx'), 'InsightTab'),
      },
    ],
  };

  const settings: RouteObject = {
    path: 'settings',
    ...lazyPage(layouts.settings, 'SettingsLayout'),
    children: [
      { index: true, ...lazyPage(settingsTabs.profile, 'ProfileTab') },
      { path: 'account', ...lazyPage(settingsTabs.account, 'AccountTab') },
      // Reachable whatever the payment flag: it says how to get PRO here (SPEC §2).
      { path: 'billing', ...lazyPage(settingsTabs.billing, 'BillingTab') },
      ...gated(config, 'ai', [{ path: `${product}i`, ...lazyPage(settingsTabs.ai, 'AiTab') }]),
    ],
  };

  const dashboard = lazyPage(
    () => import('../features/dashboard/dashboard-page.tsx'),
    'DashboardPage',
  );
  const dashboardPages: RouteObject[] = [
    { index: true, ...dashboard },
    { path: 'meetings', ...dashboard },
    {
      path: 'onboarding',
      ...lazyPage(() => import('../features/onboarding/onboarding-page.tsx'), 'OnboardingPage'),
    },
    {
      path: 'templates',
      ...lazyPage(
        () => import('../features/templates/user-templates-page.tsx'),
        'UserTemplatesPage',
      ),
    },
    {
      path: 'template/:uuid',
      ...lazyPage(() => import('../features/templates/user-template-page.tsx'), 'UserTemplatePage'),
    },
    // The same library inside the signed-in frame, so the navigation stays (issue 25).
    { path: 'methods', ...methodPages.gallery },
    { path: 'methods/:id', ...methodPages.card },
    meetingTabs,
    settings,
    ...gated(config, 'ai', [
      {
        path: `${product}i`,
        ...lazyPage(() => import('../features/ai/ordoi-page.tsx'), 'OrdoiPage'),
      },
    ]),
    ...gated(config, 'workspaces', [
      {
        path: 'workspaces',
        ...lazyPage(() => import('../features/workspaces/workspaces-page.tsx'), 'WorkspacesPage'),
      },
      {
        path: 'workspace/:uuid',
        ...lazyPage(() => import('../features/workspaces/workspace-page.tsx'), 'WorkspacePage'),
      },
    ]),
    ...gated(config, 'payment', [
      {
        path: 'subscription',
        children: [
          { index: true, ...lazyPage(billing.subscription, 'SubscriptionPage') },
          { path: 'cancel', ...lazyPage(billing.cancel, 'SubscriptionCancelPage') },
          { path: 'success', ...lazyPage(billing.success, 'SubscriptionSuccessPage') },
          { path: 'test-checkout', ...lazyPage(billing.testCheckout, 'TestCheckoutPage') },
        ],
      },
    ]),
  ];

  return [
    {
      element: <AppFrame />,
      children: [
        {
          // Only /user/** needs a signed-in user (DESIGN §9); sign-in pages are public ones.
          Component: RequireUser,
          children: [
            // Full-screen views of a meeting: no dashboard chrome around a cockpit or a sheet.
            {
              path: 'user/meeting/:uuid/print',
              ...lazyPage(
                () => import('../features/meeting/meeting-print-page.tsx'),
                'MeetingPrintPage',
              ),
            },
            {
              path: 'user/meeting/:uuid/resume',
              ...lazyPage(() => import('../features/cockpit/cockpit-page.tsx'), 'CockpitPage'),
            },
            {
              path: 'user',
              ...lazyPage(layouts.dashboard, 'DashboardLayout'),
              children: dashboardPages,
            },
          ],
        },
        { path: '/', ...lazyPage(layouts.public, 'PublicLayout'), children: publicPages },
      ],
    },
  ];
}

/**
 * Around every route: the first page's module arriving (later navigations are transitions that
 * keep the current page meanwhile), and a screen that failed to load or crashed, usually a
 * stale chunk after a deploy, which a reload fixes. Going to another page clears the failure.
 */
function AppFrame() {
  const { pathname } = useLocation();
  return (
    <CrashBoundary resetKey={pathname}>
      <Suspense fallback={<BootScreen failed={false} onRetry={() => undefined} />}>
        <Outlet />
      </Suspense>
    </CrashBoundary>
  );
}
