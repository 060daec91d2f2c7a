/**
 * The demo data's clock. Every date the seed writes is relative to `now`, the moment it runs, so a
 * demo loaded today has tasks in progress, points this month and an election day under way. Tests
 * pass a fixed `now` (server/test/seed-now.ts) so their expectations never move.
 */
export class SeedCalendar {
  constructor(readonly now: Date) {}

  /** A moment `days` before now's UTC day, at `hour` UTC; on now's own day never later than now, which has not happened yet. */
  daysBefore(days: number, hour = 9): Date {
    const d = new Date(this.now);
    d.setUTCDate(d.getUTCDate() - days);
    d.setUTCHours(hour, 0, 0, 0);
    return days === 0 ? this.notAfterNow(d) : d;
  }

  /** Today at `hour`:`minutes` UTC, or now when that is still to come. */
  earlierToday(hour: number, minutes = 0): Date {
    const d = new Date(this.now);
    d.setUTCHours(hour, minutes, 0, 0);
    return this.notAfterNow(d);
  }

  hoursBefore(hours: number): Date {
    return new Date(this.now.getTime() - hours * 3_600_000);
  }

  /**
   * `hours` after 08:00 UTC today: a round hour whatever time the seed runs. Callers look two days
   * ahead or more, so the moment is still to come.
   */
  hoursAfter(hours: number): Date {
    const morning = new Date(this.now);
    morning.setUTCHours(8, 0, 0, 0);
    return new Date(morning.getTime() + hours * 3_600_000);
  }

  /** Now minus `months` calendar months, on `day` at `hour` UTC. */
  monthsBefore(months: number, day: number, hour = 10): Date {
    return new Date(Date.UTC(this.now.getUTCFullYear(), this.now.getUTCMonth() - months, day, hour));
  }

  /**
   * `hours` before now, but inside now's UTC month (the dashboard's "this month"): early on the 1st
   * the plain subtraction would land in last month and leave this month empty.
   */
  thisMonthHoursBefore(hours: number): Date {
    const monthStart = Date.UTC(this.now.getUTCFullYear(), this.now.getUTCMonth(), 1);
    return new Date(Math.max(monthStart, this.now.getTime() - hours * 3_600_000));
  }

  private notAfterNow(d: Date): Date {
    return d > this.now ? new Date(this.now) : d;
  }

  /** YYYY-MM-DD of now's UTC day. */
  isoDay(): string {
    return this.now.toISOString().slice(0, 10);
  }
}
