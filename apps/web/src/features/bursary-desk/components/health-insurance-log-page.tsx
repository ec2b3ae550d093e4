import { Link, useParams } from 'react-router';
import { formatNaira } from '@portal/domain';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../lib/use-list-params';
import { healthInsuranceCsvHref, useHealthInsuranceLog, type HealthInsuranceRow } from '../api/bursary-desk';
import { RegistryLogLayout, totalRowKey, totalRowRenderer, withTotalColumns, withTotalRow } from './desk-parts';

/** /admin/health-insurance-log/{periodId}: completed registrations charged the Health Insurance item. */
export function HealthInsuranceLogPage() {
  const { periodId = '' } = useParams();
  const list = useListParams();
  const log = useHealthInsuranceLog(periodId, { page: list.page, q: list.q });
  const data = log.data;

  const columns: DataColumn<HealthInsuranceRow>[] = [
    { header: '#', cell: (r) => r.number },
    { header: 'Full Name', cell: (r) => r.full_name },
    { header: 'Programme', cell: (r) => r.programme ?? '-' },
    { header: 'Student ID', cell: (r) => r.student_id, nowrap: true },
    { header: 'Ledger Number', cell: (r) => r.ledger_number ?? '-', nowrap: true },
    { header: 'Year', cell: (r) => r.year },
    { header: 'Amount', cell: (r) => formatNaira(r.amount_kobo), align: 'end', nowrap: true },
    {
      header: 'Form',
      cell: (r) => (
        <Link
          to={paths.admin.printRegistrationForm.getHref({ periodId, customId: r.custom_id })}
          target="_blank"
          rel="noopener"
        >
          Form <span className="visually-hidden">of {r.full_name} (opens in a new tab)</span>
        </Link>
      ),
    },
  ];
  const total = data
    ? {
        'Full Name': `${data.total} ${data.total === 1 ? 'student' : 'students'}`,
        Amount: formatNaira(data.total_amount_kobo),
      }
    : {};

  return (
    <RegistryLogLayout
      title="Health Insurance Log"
      period={data?.period}
      backHref={paths.admin.healthInsuranceLogPeriod.getHref()}
      list={list}
      searchId="health-insurance-search"
      csvHref={healthInsuranceCsvHref(periodId, list.q)}
    >
      <DataTable
        caption="Completed registrations charged Health Insurance"
        columns={withTotalColumns(columns)}
        rows={withTotalRow(data?.items)}
        rowKey={totalRowKey((r: HealthInsuranceRow) => r.custom_id)}
        renderRow={totalRowRenderer(columns, total)}
        query={log}
        paging={{ list, data }}
      />
    </RegistryLogLayout>
  );
}
