// Also on PostgreSQL: every route fuzzed through the network driver too.
import { fuzzRouteShare } from '../support/fuzz/every-route';

// Share 2 of the routes (test/support/fuzz/every-route.ts).
fuzzRouteShare(1, 2);
