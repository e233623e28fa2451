import type {
  FleetHospital,
  FleetVehicle,
  TrackPoint,
  TrackStop,
} from '@console/contract/resources/ambulance-fleet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isStale, vehicleLabel } from './vehicle-list';
import styles from './fleet.module.css';

/** The simulator's city centre: where the map opens before any ambulance has a fix. */
const DEFAULT_CENTRE: L.LatLngExpression = [31.2304, 121.4737];

/** A tile URL template the settings may give (`{z}/{x}/{y}`); anything else draws the grid. */
export const isTileTemplate = (url: string) => /\{z\}/.test(url) && /\{x\}/.test(url) && /\{y\}/.test(url);

/**
 * The offline basemap (ADR 0040): a plain coordinate grid drawn on canvas tiles, labelled with
 * latitude and longitude, so the map needs no internet. A tile URL in the settings replaces it.
 */
const CoordinateGrid = L.GridLayer.extend({
  createTile(this: L.GridLayer, coords: L.Coords) {
    const tile = document.createElement('canvas');
    const size = this.getTileSize();
    tile.width = size.x;
    tile.height = size.y;
    const context = tile.getContext('2d');
    if (!context) return tile;
    context.fillStyle = '#f4f6f8';
    context.fillRect(0, 0, size.x, size.y);
    context.strokeStyle = '#d9dee5';
    context.lineWidth = 1;
    context.strokeRect(0.5, 0.5, size.x - 1, size.y - 1);
    const map = (this as unknown as { _map: L.Map })._map;
    const nw = map.unproject([coords.x * size.x, coords.y * size.y], coords.z);
    context.fillStyle = '#8c96a3';
    context.font = '10px sans-serif';
    context.fillText(`${nw.lat.toFixed(3)}, ${nw.lng.toFixed(3)}`, 4, 12);
    return tile;
  },
});

const arrowIcon = (className: string, heading: number | null, label: string) =>
  L.divIcon({
    className: `${styles.marker} ${className}`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    html: `<div class="${styles.arrow}" style="transform: rotate(${Math.round(heading ?? 0)}deg)"></div>${
      label
        ? `<div class="${styles.markerLabel}" style="position:absolute;top:26px;left:50%;transform:translateX(-50%)">${label.replace(/[<>&"]/g, '')}</div>`
        : ''
    }`,
  });

/** A marked place: a task's pickup, with the radius that sets "on scene". */
export interface MapPin {
  lat: number;
  lng: number;
  label: string;
  radius: number;
}
const NO_PINS: readonly MapPin[] = [];

/**
 * The Leaflet map of the live fleet: ambulances as arrows turned to their heading (grey when
 * stale), hospitals with their geofence circle, and a replayed track with its stops and the
 * replayed position (followed when asked).
 */
export default function FleetMap({
  vehicles,
  hospitals,
  nowMs,
  staleSeconds,
  tileUrl,
  selectedId,
  onSelect,
  replay,
  pins = NO_PINS,
  frame,
}: {
  vehicles: readonly FleetVehicle[];
  hospitals: readonly FleetHospital[];
  nowMs: number;
  staleSeconds: number;
  tileUrl: string;
  selectedId: number | null;
  onSelect: (deviceAccountId: number) => void;
  replay: {
    points: readonly TrackPoint[];
    stops: readonly TrackStop[];
    at: { lat: number; lng: number; heading: number | null } | null;
    follow: boolean;
  } | null;
  /** Places to mark with their circle (a task's pickup and its radius). */
  pins?: readonly MapPin[];
  /**
   * Places the map shows at first (a task's vehicle, pickup and hospital); then it stays where it
   * is while the vehicle moves and its route grows (no refitting on each fix).
   */
  frame?: readonly { lat: number; lng: number }[];
}) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<number, L.Marker>());
  const hospitalLayer = useRef<L.LayerGroup | null>(null);
  const pinLayer = useRef<L.LayerGroup | null>(null);
  const replayLayer = useRef<L.LayerGroup | null>(null);
  const replayMarker = useRef<L.Marker | null>(null);
  const centred = useRef(false);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { center: DEFAULT_CENTRE, zoom: 12, attributionControl: false });
    map.current = created;
    hospitalLayer.current = L.layerGroup().addTo(created);
    pinLayer.current = L.layerGroup().addTo(created);
    replayLayer.current = L.layerGroup().addTo(created);
    const markerMap = markers.current;
    return () => {
      created.remove();
      map.current = null;
      markerMap.clear();
      replayMarker.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const base = isTileTemplate(tileUrl)
      ? L.tileLayer(tileUrl, { maxZoom: 19 })
      : new (CoordinateGrid as unknown as new () => L.GridLayer)();
    base.addTo(current);
    return () => void base.remove();
  }, [tileUrl]);

  useEffect(() => {
    const layer = hospitalLayer.current;
    if (!layer) return;
    layer.clearLayers();
    for (const hospital of hospitals) {
      L.circle([hospital.lat, hospital.lng], {
        radius: hospital.geofenceRadius,
        color: '#389e0d',
        weight: 1,
        fillOpacity: 0.12,
      })
        .bindTooltip(
          `${hospital.name} · ${t('ambulanceFleet.geofence', { radius: hospital.geofenceRadius })}`,
        )
        .addTo(layer);
      L.circleMarker([hospital.lat, hospital.lng], { radius: 5, color: '#237804', fillOpacity: 1 })
        .bindTooltip(hospital.name, { permanent: false })
        .addTo(layer);
    }
  }, [hospitals, t]);

  useEffect(() => {
    const layer = pinLayer.current;
    if (!layer) return;
    layer.clearLayers();
    for (const pin of pins) {
      L.circle([pin.lat, pin.lng], {
        radius: pin.radius,
        color: '#cf1322',
        weight: 1,
        fillOpacity: 0.1,
      }).addTo(layer);
      L.circleMarker([pin.lat, pin.lng], { radius: 6, color: '#cf1322', fillOpacity: 1 })
        .bindTooltip(pin.label, { permanent: true, direction: 'top', offset: [0, -6] })
        .addTo(layer);
    }
  }, [pins]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const seen = new Set<number>();
    for (const vehicle of vehicles) {
      const fix = vehicle.lastFix;
      if (!fix) continue;
      seen.add(vehicle.deviceAccountId);
      const stale = isStale(vehicle, nowMs, staleSeconds);
      const icon = arrowIcon(stale ? styles.staleMarker! : '', fix.heading, vehicleLabel(vehicle));
      let marker = markers.current.get(vehicle.deviceAccountId);
      if (!marker) {
        marker = L.marker([fix.lat, fix.lng], { icon, keyboard: true, title: vehicleLabel(vehicle) }).addTo(
          current,
        );
        const id = vehicle.deviceAccountId;
        marker.on('click', () => select.current(id));
        markers.current.set(id, marker);
      } else {
        marker.setLatLng([fix.lat, fix.lng]);
        marker.setIcon(icon);
      }
    }
    for (const [id, marker] of markers.current)
      if (!seen.has(id)) {
        marker.remove();
        markers.current.delete(id);
      }
    // The first time vehicles are known, show them all (unless the page frames the map itself).
    if (!frame && !centred.current && seen.size > 0) {
      centred.current = true;
      const bounds = L.latLngBounds(
        vehicles.flatMap((v) => (v.lastFix ? [[v.lastFix.lat, v.lastFix.lng] as L.LatLngTuple] : [])),
      );
      current.fitBounds(bounds.pad(0.2), { maxZoom: 14 });
    }
  }, [vehicles, nowMs, staleSeconds, frame]);

  useEffect(() => {
    const current = map.current;
    if (!current || !frame?.length || centred.current) return;
    centred.current = true;
    current.fitBounds(L.latLngBounds(frame.map((p) => [p.lat, p.lng] as L.LatLngTuple)).pad(0.25), {
      maxZoom: 15,
    });
  }, [frame]);

  useEffect(() => {
    const current = map.current;
    if (!current || selectedId === null) return;
    const marker = markers.current.get(selectedId);
    if (marker) current.panTo(marker.getLatLng());
  }, [selectedId]);

  const framed = frame !== undefined;
  const points = replay?.points;
  const stops = replay?.stops;
  useEffect(() => {
    const layer = replayLayer.current;
    const current = map.current;
    if (!layer || !current) return;
    layer.clearLayers();
    replayMarker.current = null;
    if (!points?.length) return;
    const line = L.polyline(
      points.map((p) => [p.lat, p.lng] as L.LatLngTuple),
      { color: '#1677ff', weight: 3, opacity: 0.8 },
    ).addTo(layer);
    for (const stop of stops ?? [])
      L.circleMarker([stop.lat, stop.lng], { radius: 6, color: '#fa8c16', fillOpacity: 0.9 })
        .bindTooltip(t('ambulanceFleet.stopFor', { minutes: Math.round(stop.seconds / 60) }))
        .addTo(layer);
    if (!framed) current.fitBounds(line.getBounds().pad(0.2), { maxZoom: 15 });
  }, [points, stops, t, framed]);

  const at = replay?.at;
  const follow = replay?.follow;
  useEffect(() => {
    const layer = replayLayer.current;
    const current = map.current;
    if (!layer || !current || !at) return;
    const icon = arrowIcon(styles.replayMarker!, at.heading, '');
    if (!replayMarker.current) replayMarker.current = L.marker([at.lat, at.lng], { icon }).addTo(layer);
    else {
      replayMarker.current.setLatLng([at.lat, at.lng]);
      replayMarker.current.setIcon(icon);
    }
    if (follow) current.panTo([at.lat, at.lng], { animate: false });
  }, [at, follow]);

  return <div ref={element} className={styles.map} role="region" aria-label={t('ambulanceFleet.map')} />;
}
