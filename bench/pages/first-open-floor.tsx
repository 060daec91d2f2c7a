// A floor of HEAP's first open: what that open cannot do without (first-open-list.tsx), in a page
// of its own. No router, session check, sync engine, menus or top bar: the app's first open less
// this is what its shell and its screen cost. bench/shell-floor/ runs the same list inside the
// app's shell.
import { FirstOpenList } from './first-open-list';
import { mountFloor } from './floor-mount';

/** The signed-in member (its token is already stored: see the HEAP runner). */
const userId = Number(new URLSearchParams(location.search).get('userId'));

mountFloor(<FirstOpenList userId={userId} />);
