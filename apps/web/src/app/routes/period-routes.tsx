import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { AppPath } from '../../config/paths';
import { PeriodPickerPage } from '../../components/period-picker-page';

/*
 * The two shapes of a screen reached through a period (not a route module of its own: the area
 * modules import these).
 */

/** A period chooser: the screen's title, an introduction, and Proceed leading to `hrefFor(periodId)`. */
export function periodPicker(screen: AppPath, intro: string, hrefFor: (periodId: string) => string): ComponentType {
  return function PeriodPickerRoute() {
    return <PeriodPickerPage title={screen.title} intro={intro} hrefFor={hrefFor} />;
  };
}

/** A page of the address's period, remounted (fresh state) when the period changes. */
export function ofPeriod(Page: ComponentType<{ periodId: string }>): ComponentType {
  return function PeriodRoute() {
    const { periodId = '' } = useParams();
    return <Page key={periodId} periodId={periodId} />;
  };
}
