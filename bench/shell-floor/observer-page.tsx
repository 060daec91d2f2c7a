// HEAP's shell floor: the app as built for production, with its voting-day screen (/observer-module)
// reduced to what a first open cannot do without (bench/pages/first-open-list.tsx). The shell
// around it (router, session, sync engine, top bar, menus, service worker) is the app's own, so
// Terren's first open less this is what the voting-day screen itself costs.
import { useModuleMember } from '../../src/ui/session/use-module-member';
import { FirstOpenList } from '../pages/first-open-list';

export default function ShellFloorObserverPage() {
  const member = useModuleMember();
  return member.status === 'ready' ? <FirstOpenList userId={member.userId} /> : null;
}
