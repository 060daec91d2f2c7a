import { z } from 'zod';

/**
 * GET /healthz — the process answers (no database): a load balancer or supervisor restarts it when not.
 * GET /readyz — this instance should get requests: 200 when its database answers, its migrations
 * are done and it is not shutting down; otherwise 503 with the reason, and the balancer sends
 * requests to the other instances.
 */
export const healthAnswer = z.object({ status: z.literal('ok') });
export type HealthAnswer = z.infer<typeof healthAnswer>;

export const notReadyReason = z.enum(['starting', 'shutting-down', 'database-unreachable']);
export const readinessAnswer = z.object({ status: z.literal('ready') });
export const notReadyAnswer = z.object({ status: z.literal('not-ready'), reason: notReadyReason });
export type ReadinessAnswer = z.infer<typeof readinessAnswer>;
export type NotReadyAnswer = z.infer<typeof notReadyAnswer>;
