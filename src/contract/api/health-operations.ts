/** The load balancer's checks: public, outside the token check, answered without the API prefix. */
import { healthAnswer, readinessAnswer } from '../health';
import { json, type ApiOperation } from './operation';

const HEALTH = 'Health';

export const healthOperations: ApiOperation[] = [
  { id: 'healthz', method: 'GET', path: '/healthz', tag: HEALTH, summary: 'The process is alive (touches no database).', public: true, answer: json(healthAnswer) },
  {
    id: 'readyz',
    method: 'GET',
    path: '/readyz',
    tag: HEALTH,
    summary: 'Ready for requests: database reachable, migrations done, not shutting down; else 503 `{status: "not-ready", reason}`.',
    public: true,
    answer: json(readinessAnswer),
  },
];
