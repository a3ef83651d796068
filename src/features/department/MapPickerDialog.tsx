import { AimOutlined, EnvironmentOutlined, MinusOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Modal, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { MAP_DEFAULTS, type LngLat, type MapPlace, type MapProvider } from './map/mapService';
import { loadMapProvider } from './map/provider';

export type MapLocation = { lng: number; lat: number; mapAddress: string };

type Props = { value?: MapLocation; onOk: (location: MapLocation) => void; onCancel: () => void };

/**
 * Spec 2.7: the map picker - a search box and click-to-pick with reverse geocoding (spec 7 "Map",
 * radius 1000) around the default centre (spec 9: about 121.6, 31.2, zoom 12), through the
 * registered maps provider (offline by default).
 */
export default function MapPickerDialog({ value, onOk, onCancel }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [provider, setProvider] = useState<MapProvider | null>(null);
  const [providerFailed, setProviderFailed] = useState(false);
  const [centre, setCentre] = useState<LngLat>(value ? { lng: value.lng, lat: value.lat } : MAP_DEFAULTS.centre);
  const [zoom, setZoom] = useState(MAP_DEFAULTS.zoom);
  const [picked, setPicked] = useState<MapLocation | undefined>(value);
  const [looking, setLooking] = useState(false);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<MapPlace[] | null>(null);
  const [searching, setSearching] = useState(false);
  // Only the latest lookup may set the address (a slow reply must not overwrite a newer pick).
  const lookup = useRef(0);

  // One load, awaited by whatever needs it: a search typed before the map is drawn still runs.
  const [providerLoad] = useState(() => loadMapProvider());
  useEffect(() => {
    let live = true;
    providerLoad.then(
      (p) => live && setProvider(p),
      () => live && setProviderFailed(true),
    );
    return () => {
      live = false;
    };
  }, [providerLoad]);

  const pick = async (position: LngLat) => {
    if (!provider) return;
    const ticket = ++lookup.current;
    setPicked({ ...position, mapAddress: '' });
    setLooking(true);
    try {
      const { address } = await provider.reverseGeocode(position, MAP_DEFAULTS.radius);
      if (ticket === lookup.current) setPicked({ ...position, mapAddress: address });
    } catch {
      // Without an answer the coordinates still locate the company.
      if (ticket === lookup.current) setPicked({ ...position, mapAddress: `${position.lng.toFixed(6)},${position.lat.toFixed(6)}` });
    } finally {
      if (ticket === lookup.current) setLooking(false);
    }
  };

  const search = async () => {
    if (!query.trim()) return;
    setSearching(true);
    try {
      setResults(await (await providerLoad).search(query, centre));
    } catch {
      setResults([]);
    } finally {
      setSearching(false);
    }
  };

  const choose = (place: MapPlace) => {
    lookup.current++;
    setLooking(false);
    setCentre({ lng: place.lng, lat: place.lat });
    setZoom((z) => Math.max(z, 14));
    setPicked({ lng: place.lng, lat: place.lat, mapAddress: place.address });
  };

  const View = provider?.View;
  const ready = !!picked && !looking && picked.mapAddress !== '';

  return (
    <Modal
      open
      title={t('department.map.title')}
      width={760}
      okText={t('department.map.confirm')}
      cancelText={t('department.map.cancel')}
      okButtonProps={{ disabled: !ready }}
      onOk={() => picked && onOk(picked)}
      onCancel={onCancel}
    >
      <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
        <Input
          aria-label={t('department.map.search')}
          placeholder={t('department.map.searchPlaceholder')}
          value={query}
          allowClear
          onChange={(e) => setQuery(e.target.value)}
          onPressEnter={() => void search()}
        />
        <Button icon={<SearchOutlined aria-hidden />} loading={searching} onClick={() => void search()}>
          {t('department.map.searchButton')}
        </Button>
      </Space.Compact>
      {results && (
        <section aria-label={t('department.map.results')} style={{ maxHeight: 150, overflowY: 'auto', marginBottom: 8 }}>
          {results.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('department.map.noResult')} style={{ margin: 4 }} />
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6 }}>
              {results.map((place) => (
                <li key={`${place.name}@${place.lng},${place.lat}`}>
                  <Button type="text" block style={{ textAlign: 'left', height: 'auto', padding: '4px 12px', justifyContent: 'flex-start' }} onClick={() => choose(place)}>
                    <Typography.Text strong>{place.name}</Typography.Text>
                    <Typography.Text type="secondary">{place.address}</Typography.Text>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <div style={{ position: 'relative' }}>
        {providerFailed ? (
          <Alert type="error" showIcon title={t('department.form.loadFailed')} />
        ) : View ? (
          <View
            centre={centre}
            zoom={zoom}
            picked={picked}
            radius={MAP_DEFAULTS.radius}
            places={results ?? []}
            label={t('department.map.canvas')}
            onPick={(p) => void pick(p)}
            onViewChange={(v) => {
              setCentre(v.centre);
              setZoom(v.zoom);
            }}
          />
        ) : (
          <div style={{ height: 240, display: 'grid', placeItems: 'center' }}>
            <Spin />
          </div>
        )}
        <Space orientation="vertical" size={4} style={{ position: 'absolute', top: 8, right: 8 }}>
          <Button
            size="small"
            icon={<PlusOutlined />}
            aria-label={t('department.map.zoomIn')}
            title={t('department.map.zoomIn')}
            disabled={zoom >= MAP_DEFAULTS.maxZoom}
            onClick={() => setZoom((z) => Math.min(MAP_DEFAULTS.maxZoom, z + 1))}
          />
          <Button
            size="small"
            icon={<MinusOutlined />}
            aria-label={t('department.map.zoomOut')}
            title={t('department.map.zoomOut')}
            disabled={zoom <= MAP_DEFAULTS.minZoom}
            onClick={() => setZoom((z) => Math.max(MAP_DEFAULTS.minZoom, z - 1))}
          />
          <Button
            size="small"
            icon={<AimOutlined />}
            aria-label={t('department.map.recentre')}
            title={t('department.map.recentre')}
            onClick={() => {
              setCentre(MAP_DEFAULTS.centre);
              setZoom(MAP_DEFAULTS.zoom);
            }}
          />
        </Space>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('department.map.zoom', { zoom })}
      </Typography.Text>
      <div role="status" aria-live="polite" style={{ marginTop: 8, minHeight: 44 }}>
        <Typography.Text strong>
          <EnvironmentOutlined aria-hidden /> {t('department.map.picked')}
        </Typography.Text>{' '}
        {!picked ? (
          <Typography.Text type="secondary">{t('department.map.none')}</Typography.Text>
        ) : looking ? (
          <Typography.Text type="secondary">{t('department.map.looking')}</Typography.Text>
        ) : (
          <>
            <Typography.Text>{picked.mapAddress}</Typography.Text>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('department.map.coordinates', { lng: picked.lng.toFixed(6), lat: picked.lat.toFixed(6) })}
            </Typography.Text>
          </>
        )}
      </div>
    </Modal>
  );
}
