import { expect, type Page } from '@playwright/test'
import { REVIEWS, type ReviewKind } from '../../machines/backOffice/reviews.ts'
import type { ReplayEvent } from './adapter.ts'

/**
 * A request in a console review queue (deposits, withdrawals, real names, loans): the reviewer's
 * view of it and the decisions they can take, as the UI adapters of the review lifecycles use
 * them (issue 22).
 */
export class QueueRow {
  constructor(
    private readonly console: Page,
    private readonly kind: ReviewKind,
    private readonly id: number,
  ) {}

  /** The queue opened on the filter of `state`, this request's row in it. */
  async open(state: string) {
    await this.console.locator(`.admin-nav [data-section="${this.kind}"]`).click()
    const filter = REVIEWS[this.kind].states.indexOf(state)
    await this.console.locator('.admin-filters [role="tab"]').nth(filter).click()
    await this.console.locator('.admin-filters .refresh').click()
    const row = this.console.getByTestId(`review-${this.kind}-${this.id}`)
    await expect(row).toBeVisible()
    return row
  }

  /**
   * The reviewer's decision for `event` on the request in `state`: taken and confirmed when the
   * machine takes it; when it does not, the console must not let it be sent (the decision is
   * not offered, or its button stays disabled, as with a rejection without a reason).
   */
  async decide(state: string, decision: string, event: ReplayEvent, accepted: boolean) {
    const row = await this.open(state)
    const button = row.locator(`button[data-decision="${decision}"]`)
    const reason = typeof event.reason === 'string' ? event.reason : null
    if (reason !== null && (await button.count()) > 0) await row.locator('input').fill(reason)
    if (!accepted) {
      if ((await button.count()) > 0) await expect(button).toBeDisabled()
      return
    }
    await button.click()
    const dialog = this.console.getByRole('dialog')
    await dialog.locator('button.primary').click()
    await expect(dialog).toHaveCount(0)
    await expect(this.console.getByTestId('submission-result')).toBeVisible()
  }
}
