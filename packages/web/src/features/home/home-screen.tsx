import { Loading } from '../../components/loading.tsx';
import { useViewer } from '../../lib/viewer.ts';
import { UserHome } from './components/user-home.tsx';
import { VisitorHome } from './components/visitor-home.tsx';

export function HomeScreen() {
  const viewer = useViewer();
  if (viewer.status === 'pending') return <Loading />;
  if (viewer.status === 'loaded') return <UserHome user={viewer.user} />;
  return <VisitorHome />;
}
