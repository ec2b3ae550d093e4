import { formatNaira, MESSAGES } from '@portal/domain';
import type { HostelFormResponse } from '../api/hostels';
import { DetailsList } from '../../../components/details-list';

type Card = HostelFormResponse['hostels'][number];

export interface HostelCardsProps {
  hostels: readonly Card[];
  /** The hostel being requested (its button says Processing..; the others wait). */
  busyId: number | null;
  onChoose: (hostel: Card) => void;
}

/**
 * ':: Hostels': one card per hostel with the cost for the season, the caution fee, the total and
 * the free bedspaces. Its button requests the hostel, or, disabled, says why it cannot be chosen
 * ('Hostel is Closed', 'Contact ICT Department', 'Open but Insufficient Bal.', 'No Bedspace
 * Available'): the server decides, the card shows its words.
 */
export function HostelCards({ hostels, busyId, onChoose }: HostelCardsProps) {
  return (
    <ul className="hostel-cards" aria-label="Hostels">
      {hostels.map((h) => {
        const headingId = `hostel-card-${h.id}`;
        return (
          <li key={h.id} className="hostel-card">
            <h3 id={headingId} className="hostel-card__name">
              {h.name}
            </h3>
            <DetailsList
              className="details details--amounts"
              rows={[
                ['Cost:', formatNaira(h.cost_kobo)],
                ['Caution Fee:', formatNaira(h.caution_fee_kobo)],
                ['Total:', formatNaira(h.total_kobo), 'details__total'],
                ['Available Bedspaces:', h.available_beds],
              ]}
            />
            {h.can_choose ? (
              <button
                type="button"
                className="button button--primary hostel-card__button"
                disabled={busyId !== null}
                aria-label={`${busyId === h.id ? MESSAGES.processing : h.button_text}: ${h.name}`}
                onClick={() => onChoose(h)}
              >
                {busyId === h.id ? MESSAGES.processing : h.button_text}
              </button>
            ) : (
              <button
                type="button"
                className="button button--plain hostel-card__button"
                disabled
                aria-label={`${h.button_text}: ${h.name}`}
              >
                {h.button_text}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
