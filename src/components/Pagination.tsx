import { useLingui } from '@lingui/react/macro'
import { PAGE_BUTTONS } from '../../machines/rules.ts'

/** spec §9: 10 per page with 5 page buttons, the current page kept in the middle. */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number
  pages: number
  onPage(page: number): void
}) {
  const { t } = useLingui()
  if (pages <= 1) return null
  const first = Math.max(1, Math.min(page - Math.floor(PAGE_BUTTONS / 2), pages - PAGE_BUTTONS + 1))
  const numbers = Array.from({ length: Math.min(PAGE_BUTTONS, pages) }, (_, i) => first + i)
  return (
    <nav className="pagination" aria-label={t`Pages`}>
      <button
        type="button"
        disabled={page === 1}
        onClick={() => onPage(page - 1)}
        aria-label={t`Previous page`}
      >
        ‹
      </button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          className={n === page ? 'navActive' : undefined}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        disabled={page === pages}
        onClick={() => onPage(page + 1)}
        aria-label={t`Next page`}
      >
        ›
      </button>
    </nav>
  )
}
