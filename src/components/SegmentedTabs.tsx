/** One choice of a row of tabs: its value and the label the user reads. */
export interface TabChoice<T extends string> {
  value: T
  label: string
}

/**
 * A row of tabs of which one is selected (market boards, news tabs, chart periods). `look` picks
 * the pill tabs of a screen or the small chips of a panel.
 */
export function SegmentedTabs<T extends string>({
  choices,
  selected,
  onSelect,
  label,
  look = 'tabs',
}: {
  choices: Array<TabChoice<T>>
  selected: T
  onSelect(value: T): void
  label?: string
  look?: 'tabs' | 'chips'
}) {
  const item = look === 'tabs' ? 'seg-tab' : 'chip'
  return (
    <div
      className={look === 'tabs' ? 'seg-tabs' : 'chart-periods'}
      role="tablist"
      aria-label={label}
    >
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          role="tab"
          aria-selected={choice.value === selected}
          className={choice.value === selected ? `${item} navActive` : item}
          onClick={() => onSelect(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  )
}
