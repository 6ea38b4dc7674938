import { sessionMachine } from '../machines/session.machine';
import { sessionModel } from './session.model';
import { walk } from './walk';
import { allTransitions } from './transitions';
const t0 = Date.now();
const paths = walk(sessionMachine, sessionModel);
console.log('paths', paths.length, paths.filter(p=>p.kind==='shortest').length, 'ms', Date.now()-t0);
const covered = new Set(paths.flatMap(p => p.steps.flatMap(s => s.transitions)));
for (const t of allTransitions(sessionMachine)) console.log(covered.has(t) ? 'x' : ' ', t);
