import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CHARGE_LEVELS, type ChargeLevel } from '@portal/domain';
import { LEVEL_LABELS } from './charge-dialogs';

export interface LevelTabsProps {
  /** Keeps the tab and panel ids unique on the page. */
  idPrefix: string;
  /** The content of one level's panel. */
  children: (level: ChargeLevel) => ReactNode;
}

/**
 * Undergraduate / Postgraduate tabs (role tablist, one level shown at a time). Arrow keys,
 * Home and End move between the tabs and select them.
 */
export function LevelTabs({ idPrefix, children }: LevelTabsProps) {
  const [tab, setTab] = useState<ChargeLevel>('undergraduate');
  const tabRefs = useRef<Record<ChargeLevel, HTMLButtonElement | null>>({ undergraduate: null, postgraduate: null });

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = CHARGE_LEVELS.indexOf(tab);
    const last = CHARGE_LEVELS.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = CHARGE_LEVELS[target]!;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <div className="tabs__list" role="tablist" aria-label="Level">
        {CHARGE_LEVELS.map((level) => (
          <button
            key={level}
            ref={(node) => {
              tabRefs.current[level] = node;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${level}`}
            className="tabs__tab"
            aria-selected={tab === level}
            aria-controls={`${idPrefix}-panel-${level}`}
            tabIndex={tab === level ? 0 : -1}
            onClick={() => setTab(level)}
            onKeyDown={onTabKeyDown}
          >
            {LEVEL_LABELS[level]}
          </button>
        ))}
      </div>
      {CHARGE_LEVELS.map((level) => (
        <div
          key={level}
          role="tabpanel"
          id={`${idPrefix}-panel-${level}`}
          aria-labelledby={`${idPrefix}-tab-${level}`}
          hidden={tab !== level}
          tabIndex={0}
        >
          {children(level)}
        </div>
      ))}
    </>
  );
}
