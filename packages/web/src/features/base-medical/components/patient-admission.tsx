import { App, Button, Flex, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '@/engine/types';
import { ReferenceSelect } from '@/engine/reference-select';
import { usePatientAction, type PatientAction } from '../api/patient-actions';

/** The picker offers free beds only (the server refuses an occupied one anyway). */
const FREE_BEDS = { occupied: 'false' } as const;

/**
 * Admit (to a free bed), transfer (to another free bed) and discharge, as the patient's status
 * allows; a bed that is taken meanwhile is refused by the server, whose message the client shows.
 */
export function PatientAdmission({ patient }: { patient: ResourceRow }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const action = usePatientAction();
  const [picking, setPicking] = useState<Exclude<PatientAction, 'discharge'> | null>(null);
  const [bedId, setBedId] = useState<number | undefined>();
  const admitted = patient.status === 'admitted';

  const done = (key: PatientAction) => void message.success(t(`baseMedical.adt.${key}Done`));
  const submitBed = () => {
    if (!picking || bedId === undefined) return;
    action.mutate(
      { id: patient.id, action: picking, bedId },
      {
        onSuccess: () => {
          done(picking);
          setPicking(null);
          setBedId(undefined);
        },
      },
    );
  };
  const confirmDischarge = () =>
    modal.confirm({
      title: t('baseMedical.adt.dischargeTitle', { name: String(patient.name) }),
      content: t('baseMedical.adt.dischargeContent'),
      okText: t('baseMedical.adt.discharge'),
      cancelText: t('engine.cancel'),
      mask: { closable: false },
      onOk: () => action.mutateAsync({ id: patient.id, action: 'discharge' }).then(() => done('discharge')),
    });

  return (
    <Flex gap="small" wrap>
      {!admitted && (
        <Button type="primary" onClick={() => setPicking('admit')}>
          {t('baseMedical.adt.admit')}
        </Button>
      )}
      {admitted && <Button onClick={() => setPicking('transfer')}>{t('baseMedical.adt.transfer')}</Button>}
      {admitted && (
        <Button danger onClick={confirmDischarge}>
          {t('baseMedical.adt.discharge')}
        </Button>
      )}
      <Modal
        open={picking !== null}
        title={picking ? t(`baseMedical.adt.${picking}Title`, { name: String(patient.name) }) : undefined}
        okText={picking ? t(`baseMedical.adt.${picking}`) : undefined}
        cancelText={t('engine.cancel')}
        okButtonProps={{ disabled: bedId === undefined, loading: action.isPending }}
        onOk={submitBed}
        onCancel={() => {
          setPicking(null);
          setBedId(undefined);
        }}
        mask={{ closable: false }}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('baseMedical.adt.bed')} help={t('baseMedical.adt.bedHelp')}>
            <ReferenceSelect
              resourceKey="beds"
              filters={FREE_BEDS}
              value={bedId}
              onChange={(value) => setBedId(typeof value === 'number' ? value : undefined)}
              aria-label={t('baseMedical.adt.bed')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
