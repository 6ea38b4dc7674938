// Also on PostgreSQL: every route fuzzed through the network driver too.
import { fuzzRouteShare } from '../support/fuzz/every-route';

// Share 1 of the routes (test/support/fuzz/every-route.ts).
fuzzRouteShare(0, 2);
