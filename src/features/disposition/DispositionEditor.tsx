import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { getGetOverviewConfigQueryKey, useGetOverviewConfig, useSubmitOverviewConfig } from '../../../generated/endpoints/overview/overview';
import { OverviewCard, OverviewFigure, type OverviewConfig } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { LoadFailure } from '../../components/LoadFailure';
import { presentId, shownTime } from '../../lib/format/missingValue';
import { okData } from '../../lib/http/okData';
import { cardLabel, figureLabel } from '../../lib/monitor/labels';
import { COMPANY_PARAM } from '../../lib/monitor/monitorPaths';
import { useSessionStore } from '../../stores/session';
import styles from './Disposition.module.css';
import { OrderedChoiceList } from './OrderedChoiceList';
import { sameOrder } from './orderedChoice';
import { OverviewPreview } from './OverviewPreview';
import { useCompanyName } from './useCompanyName';

/** The contract's limits (OverviewConfigForm: figures at most 8, cards at most 6 - every one of each). */
const ALL_FIGURES = Object.values(OverviewFigure);
const ALL_CARDS = Object.values(OverviewCard);
/** The contract's default where nobody configured the overview (OverviewConfig, inherited without a source). */
const DEFAULT_FIGURES: OverviewFigure[] = ['online', 'alarm', 'warn', 'offline', 'onlineRate'];
const DEFAULT_CARDS: OverviewCard[] = ['latestAlarms', 'alarmTrend', 'attentionDevices'];

type Draft = { figures: OverviewFigure[]; cards: OverviewCard[] };

/** Where the configuration in force comes from, in words. */
function SourceLine({ config }: { config: OverviewConfig }) {
  const intl = useIntl();
  const fromDeptId = presentId(config.fromDeptId);
  const from = useCompanyName(config.inherited ? fromDeptId : undefined);
  if (!config.inherited) {
    return <>{intl.formatMessage({ id: 'disposition.source.own' }, { by: config.updatedBy || '—', time: shownTime(config.updateTime) || '—' })}</>;
  }
  if (fromDeptId) return <>{intl.formatMessage({ id: 'disposition.source.inherited' }, { name: from ?? fromDeptId })}</>;
  return <>{intl.formatMessage({ id: 'disposition.source.default' })}</>;
}

/**
 * The overview configuration of one company: which figures and cards its home overview shows, in order
 * (its own, else inherited from the nearest company above, else the default). Saved for this company
 * (and the companies below it without their own); the home overview follows it.
 */
export function DispositionEditor({ deptId, companyName }: { deptId: string; companyName: string | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  // The home overview's own query (same key), so saving here refreshes what the home shows.
  const config = useGetOverviewConfig(
    { deptId },
    { query: { queryKey: [...getGetOverviewConfigQueryKey({ deptId }), token], staleTime: 60_000, select: (reply) => okData(reply).data } },
  );
  const server = config.data;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [savedFor, setSavedFor] = useState<string | null>(null);

  // Each new server value is applied once (a hidden tab shown again, or a refetch of the same value,
  // keeps what was changed and not saved).
  const applied = useRef<string | null>(null);
  const signature = server ? JSON.stringify([deptId, server.figures, server.cards, server.inherited, server.fromDeptId, server.updateTime]) : null;
  useEffect(() => {
    if (!server || signature === applied.current) return;
    applied.current = signature;
    setDraft({ figures: [...server.figures], cards: [...server.cards] });
  }, [server, signature]);

  const submit = useSubmitOverviewConfig();

  if (config.isPending || (server && !draft)) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (config.isError || !server || !draft) return <LoadFailure message={t('disposition.loadFailed')} error={config.error} onRetry={() => void config.refetch()} />;

  const dirty = !sameOrder(draft.figures, server.figures) || !sameOrder(draft.cards, server.cards);
  const isDefault = sameOrder(draft.figures, DEFAULT_FIGURES) && sameOrder(draft.cards, DEFAULT_CARDS);
  const name = companyName ?? t('disposition.thisCompany');

  const save = async () => {
    try {
      await submit.mutateAsync({ data: { deptId, figures: draft.figures, cards: draft.cards } });
    } catch {
      return; // said by the http client (spec 8); the choices stay as they are
    }
    toast.success(t('disposition.saved', { name }));
    setSavedFor(deptId);
    // Every company's configuration: those below this one without their own inherit it.
    await queryClient.invalidateQueries({ queryKey: getGetOverviewConfigQueryKey().slice(0, 1) });
  };

  return (
    <>
      <Typography.Paragraph>
        <Typography.Text strong>{t('disposition.company', { name })}</Typography.Text>
        <br />
        <Typography.Text type="secondary">
          <SourceLine config={server} />
        </Typography.Text>
      </Typography.Paragraph>
      {savedFor === deptId && !dirty && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setSavedFor(null)}
          style={{ marginBottom: 16 }}
          title={t('disposition.savedNote')}
          action={<Link to={`/wel/index?${new URLSearchParams({ [COMPANY_PARAM]: deptId }).toString()}`}>{t('disposition.openHome')}</Link>}
        />
      )}
      <div className={styles.editor}>
        <OrderedChoiceList
          legend={t('disposition.figures')}
          all={ALL_FIGURES}
          value={draft.figures}
          max={ALL_FIGURES.length}
          labelOf={(figure) => t(figureLabel(figure))}
          onChange={(figures) => setDraft({ ...draft, figures })}
        />
        <OrderedChoiceList
          legend={t('disposition.cards')}
          all={ALL_CARDS}
          value={draft.cards}
          max={ALL_CARDS.length}
          labelOf={(card) => t(cardLabel(card))}
          onChange={(cards) => setDraft({ ...draft, cards })}
        />
        <OverviewPreview figures={draft.figures} cards={draft.cards} />
      </div>
      <div className={styles.actions}>
        <Space wrap>
          <Button type="primary" loading={submit.isPending} disabled={!dirty && !server.inherited} onClick={() => void save()}>
            {t(server.inherited && !dirty ? 'disposition.saveOwn' : 'disposition.save')}
          </Button>
          <Button disabled={!dirty} onClick={() => setDraft({ figures: [...server.figures], cards: [...server.cards] })}>
            {t('disposition.undo')}
          </Button>
          <Button disabled={isDefault} onClick={() => setDraft({ figures: [...DEFAULT_FIGURES], cards: [...DEFAULT_CARDS] })}>
            {t('disposition.useDefault')}
          </Button>
        </Space>
        <span aria-live="polite">{dirty && <Typography.Text type="warning">{t('disposition.unsaved')}</Typography.Text>}</span>
      </div>
    </>
  );
}
