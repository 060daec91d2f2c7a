/**
 * The generated configuration of the fleet's PgBouncer and HAProxy: the settings that matter for
 * Terren behind them, each with its reason (the README's "Running several instances" points here).
 */

/** The PostgreSQL database PgBouncer lends connections to; `user`/`password` only when it needs them. */
export interface Upstream {
  host: string;
  port: number;
  database: string;
  user?: string;
  password?: string;
}

export interface BouncerConfig {
  listenPort: number;
  upstream: Upstream;
  /** The name clients connect to. */
  database: string;
  user: string;
  authFile: string;
  logFile: string;
  /** Client connections: every instance's pool, plus room for the operator's psql. */
  maxClientConnections: number;
  /** Server connections per database/user pair: what PostgreSQL actually sees. */
  serverPoolSize: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

/**
 * Transaction mode: a server connection is lent for one transaction, so a few dozen PostgreSQL
 * connections serve hundreds of instance connections. What Terren does not need for it: session
 * state (the start-up lock is transaction-level, server/db/migrate.ts) and named statements (off:
 * DATABASE_PREPARED_STATEMENTS=false, since PgBouncer before 1.21 cannot track them). The timeouts
 * go in `connect_query`, because the instances' own SET reaches only one server connection here
 * (server/db/client.ts).
 */
function upstreamLine(u: Upstream): string {
  const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;
  return [`host=${u.host}`, `port=${u.port}`, `dbname=${u.database}`, u.user === undefined ? '' : `user=${u.user}`, u.password === undefined ? '' : `password=${quoted(u.password)}`]
    .filter(Boolean)
    .join(' ');
}

export function pgbouncerIni(c: BouncerConfig): string {
  const sets = [
    c.statementTimeoutMs > 0 ? `SET statement_timeout = ${c.statementTimeoutMs}` : '',
    c.idleInTransactionTimeoutMs > 0 ? `SET idle_in_transaction_session_timeout = ${c.idleInTransactionTimeoutMs}` : '',
  ].filter(Boolean);
  const connectQuery = sets.length > 0 ? ` connect_query='${sets.join('; ')}'` : '';
  return `[databases]
${c.database} = ${upstreamLine(c.upstream)}${connectQuery}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${c.listenPort}
unix_socket_dir =
auth_type = trust
auth_file = ${c.authFile}
pool_mode = transaction
max_client_conn = ${c.maxClientConnections}
default_pool_size = ${c.serverPoolSize}
; A client waits this long for a server connection before its query fails (seconds).
query_wait_timeout = 30
logfile = ${c.logFile}
log_connections = 0
log_disconnections = 0
`;
}

export interface BalancerConfig {
  listenPort: number;
  instancePorts: readonly number[];
}

/**
 * Round robin over the instances, each checked on GET /readyz every second (two failures: out;
 * two successes: back in). A request whose connection is refused or reset (an instance killed or
 * draining) or answered 503 by a closing instance is retried on another one (`retry-on`,
 * `redispatch`). A refused connection or a closing instance's 503 was never processed; after an
 * empty answer a write may have been, and a vote mark repeated sets the same state (the app's
 * outbox repeats writes anyway). `forwardfor` gives each instance the client's
 * address for the sign-in limits (the instances trust 127.0.0.1: TRUST_PROXY).
 * The field screens' live streams (GET /api/live/voting-day/) stay open for hours: their `: ping`
 * every 50 s keeps them inside the 60 s client and server timeouts (`timeout tunnel` would not
 * help: it applies to upgraded connections, and an event stream is an ordinary answer). A stream
 * an instance ends when it drains is reopened by the device, through here, on another one.
 */
export function haproxyCfg(c: BalancerConfig): string {
  const servers = c.instancePorts.map((port, i) => `    server terren${i + 1} 127.0.0.1:${port} check`).join('\n');
  return `global
    maxconn 8192

defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout check 3s
    timeout http-request 10s
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response 503
    option forwardfor

frontend terren
    bind 127.0.0.1:${c.listenPort}
    default_backend instances

backend instances
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
    default-server inter 1s fall 2 rise 2
${servers}
`;
}
