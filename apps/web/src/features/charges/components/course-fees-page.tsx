import { useOfficeCan } from '../../../lib/use-office-can';
import { useId, useState } from 'react';
import { useServerForm } from '../../../lib/use-server-form';
import { SubmitButton } from '../../../components/form-frame';
import {
  courseFeeSchema,
  FEE_BANDS,
  formatNaira,
  MESSAGES,
  type FeeBand,
  periodTitle,
  setAffiliationFeeSchema,
} from '@portal/domain';
import { AMOUNT_INPUT, FormField } from '../../../components/form-field';
import { FeedbackRegion } from '../../../components/feedback';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { errorMessage } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/use-feedback';
import { usePeriods } from '../../../api/periods';
import {
  useCopyPreviousCourseFees,
  useCourseFees,
  useSaveCourseFee,
  useSetAffiliationFee,
  type CourseFee,
  type PeriodCourseFees,
} from '../api/charges';
import { nairaText } from './charge-dialogs';
import { FilterSelect } from '../../../components/filter-select';

const LEVELS = [
  { value: 'UG', label: 'Undergraduate' },
  { value: 'PG', label: 'Postgraduate' },
] as const;

interface FeeCellProps {
  periodId: string;
  level: (typeof LEVELS)[number];
  band: FeeBand;
  fee: CourseFee | undefined;
  canEdit: boolean;
  onDone: (tone: 'success' | 'error', text: string) => void;
}

/** One programme level and band: the amount per credit hour and, for editors, Save. */
function FeeCell({ periodId, level, band, fee, canEdit, onDone }: FeeCellProps) {
  const save = useSaveCourseFee();
  const inputId = useId();
  const amountKobo = fee?.amount_kobo ?? null;
  const form = useServerForm({
    schema: courseFeeSchema,
    isPending: save.isPending,
    onRefused: (message) => onDone('error', message),
    mode: 'onChange',
    defaultValues: { prog_category: level.value, band, amount: nairaText(amountKobo) },
  });
  const { register, errors } = form;
  const name = `${level.label} ${band}`;

  const onSubmit = form.submitWith(async (values) =>
    onDone('success', await save.mutateAsync({ periodId, ...values, amount: String(values.amount) })),
  );

  return (
    <div className="fee-cell">
      <span className="fee-cell__band">{band}</span>
      <span className="fee-cell__amount">
        {amountKobo === null ? 'Not set' : `${formatNaira(amountKobo)} per credit hour`}
      </span>
      {canEdit ? (
        <form className="form form--inline" noValidate onSubmit={onSubmit}>
          <div className={['field', errors.amount ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
            <label className="field__label" htmlFor={inputId}>
              <span className="visually-hidden">{name}: </span>amount per credit hour (NGN)
            </label>
            <input
              id={inputId}
              className="field__input"
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? `${inputId}-error` : undefined}
              {...register('amount')}
            />
            {errors.amount ? (
              <p className="field__error" id={`${inputId}-error`}>
                {errors.amount.message}
              </p>
            ) : null}
          </div>
          <SubmitButton
            status={form.status}
            label="Save"
            className="button button--primary button--small"
            aria-label={`Save ${name}`}
          />
        </form>
      ) : null}
    </div>
  );
}

interface FeeGridProps {
  data: PeriodCourseFees;
  canEdit: boolean;
  onDone: FeeCellProps['onDone'];
}

function FeeGrid({ data, canEdit, onDone }: FeeGridProps) {
  return (
    <div className="fee-grid">
      {LEVELS.map((level) => (
        <div key={level.value} className="fee-grid__row" role="group" aria-labelledby={`fee-level-${level.value}`}>
          <h2 id={`fee-level-${level.value}`} className="fee-grid__level">
            {level.label} ({level.value})
          </h2>
          {FEE_BANDS.map((band) => {
            const fee = data.items.find((item) => item.prog_category === level.value && item.band === band);
            return (
              <FeeCell
                // A new amount from the server starts the cell afresh.
                key={`${data.period_id}-${band}-${fee?.amount_kobo ?? 'none'}`}
                periodId={data.period_id}
                level={level}
                band={band}
                fee={fee}
                canEdit={canEdit}
                onDone={onDone}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The period's affiliation fee (Bachelor of Arts students who answer yes at Start Registration). */
function AffiliationFee({
  periodId,
  amountKobo,
  canEdit,
  onDone,
}: {
  periodId: string;
  amountKobo: number;
  canEdit: boolean;
  onDone: (tone: 'success' | 'error', text: string) => void;
}) {
  const save = useSetAffiliationFee();
  const form = useServerForm({
    schema: setAffiliationFeeSchema,
    isPending: save.isPending,
    onRefused: (message) => onDone('error', message),
    mode: 'onChange',
    defaultValues: { amount: nairaText(amountKobo) },
  });
  const onSubmit = form.submitWith(async (values) =>
    onDone('success', await save.mutateAsync({ periodId, amount: String(values.amount) })),
  );
  return (
    <section className="section" aria-labelledby="affiliation-fee-title">
      <h2 id="affiliation-fee-title" className="section__title">
        Affiliation Fee
      </h2>
      <p>
        {formatNaira(amountKobo)} this semester, added to the registration of a Bachelor of Arts student who answers Yes
        to the affiliation question.
      </p>
      {canEdit ? (
        <form className="form form--inline" noValidate onSubmit={onSubmit}>
          <FormField id="affiliation-fee" label="Affiliation fee (NGN)" {...AMOUNT_INPUT} {...form.field('amount')} />
          <SubmitButton status={form.status} label="Save" className="button button--primary" />
        </form>
      ) : null}
    </section>
  );
}

/** /admin/manage-course-fees (offices ict, bursar, auditor; only ict and bursar change). */
export function CourseFeesPage() {
  const periods = usePeriods();
  const canEdit = useOfficeCan('editCharges');
  const [chosen, setChosen] = useState<string | null>(null);
  const periodId = chosen ?? periods.data?.current_period_id ?? periods.data?.items[0]?.period_id ?? null;
  const fees = useCourseFees(periodId);
  const copy = useCopyPreviousCourseFees();
  const { message, show } = useFeedback();

  const nameOf = (id: string | undefined) => {
    const period = periods.data?.items.find((p) => p.period_id === id);
    return period ? periodTitle(period) : (id ?? '');
  };

  const onCopy = async () => {
    if (!periodId) return;
    try {
      const answer = await copy.mutateAsync(periodId);
      const from = answer.from_period_id ? ` from ${nameOf(answer.from_period_id)}` : '';
      show('success', `${answer.copied} course fee(s) copied${from}.`);
    } catch (error) {
      show('error', errorMessage(error));
    }
  };

  const toolbar =
    periods.data && periodId ? (
      <>
        <FilterSelect
          id="course-fees-period"
          label="Period"
          value={periodId}
          options={periods.data.items.map((period) => ({
            value: period.period_id,
            label: `${periodTitle(period)}${period.period_id === periods.data.current_period_id ? ' (current)' : ''}`,
          }))}
          onChange={setChosen}
        />
        {canEdit ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={copy.isPending}
            onClick={() => void onCopy()}
          >
            {copy.isPending ? MESSAGES.processing : 'Copy from previous period'}
          </button>
        ) : (
          <p className="form-aside">Your office can view course fees but not change them.</p>
        )}
      </>
    ) : undefined;

  return (
    <PageLayout
      title="Course Fees"
      width="wide"
      intro="Amounts per credit hour, by programme level and fee band."
      toolbar={toolbar}
    >
      <QueryStatus query={periods} />
      {periods.data && periods.data.items.length === 0 ? <p className="empty-state">{MESSAGES.notFound}</p> : null}
      {periods.data && periodId ? (
        <>
          <FeedbackRegion message={message} />
          <QueryStatus query={fees} />
          {fees.data ? <FeeGrid data={fees.data} canEdit={canEdit} onDone={show} /> : null}
          {fees.data ? (
            <AffiliationFee
              key={`${periodId}:${fees.data.affiliation_fee_kobo}`}
              periodId={periodId}
              amountKobo={fees.data.affiliation_fee_kobo}
              canEdit={canEdit}
              onDone={show}
            />
          ) : null}
        </>
      ) : null}
    </PageLayout>
  );
}
