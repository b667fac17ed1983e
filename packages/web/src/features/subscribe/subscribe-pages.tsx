import { useParams } from 'react-router';
import { NotFoundScreen } from '../../app/not-found-screen.tsx';
import { ConfirmScreen } from './confirm-screen.tsx';
import { SubscribeScreen } from './subscribe-screen.tsx';
import { UnsubscribeScreen } from './unsubscribe-screen.tsx';

/**
 * The public subscription pages under `/subscribe`: the form, and the pages the e-mails link
 * (`confirm`, `unsubscribe`). One route and one chunk for the three, so that the app's first load
 * carries one entry for them.
 */
export function SubscribePages() {
  const page = useParams()['*'] ?? '';
  switch (page) {
    case '':
      return <SubscribeScreen />;
    case 'confirm':
      return <ConfirmScreen />;
    case 'unsubscribe':
      return <UnsubscribeScreen />;
    default:
      return <NotFoundScreen />;
  }
}
