import type { Area } from '../../machines/access/areaAccess';
import { opensArea } from '../../machines/session.state';
import type { RouterContext } from './context';
import { refusedHome, type HomeRefusal } from './refused-home';

/** A reserved area's `beforeLoad`: the session machine says whether its right opens the area; if not, home, told why. */
export const requireArea =
  (area: Area, reason: HomeRefusal) =>
  ({ context, preload }: { context: RouterContext; preload?: boolean }) => {
    if (!opensArea(context.session.getSnapshot(), area)) refusedHome(reason, { preload });
  };
