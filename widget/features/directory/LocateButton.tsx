import { useState } from 'react';
import { buildPath, mapPositionParams } from '../../../shared/routes';
import { useWidget } from '../../app';

// A metro area: see searchRadius.
const LOCATE_ZOOM = 11;

/** 'Use my location': the browser's position → /dispensaries/coordinates/{lat}/{long}/{zoom} (000 §2). */
export function LocateButton() {
  const { router } = useWidget();
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!geolocation) return null;
  const locate = () => {
    setState('locating');
    geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        const params = mapPositionParams({ lat: position.coords.latitude, long: position.coords.longitude, zoom: LOCATE_ZOOM });
        router.navigate(buildPath('dispensariesCoordinates', params));
      },
      () => setState('failed'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return (
    <div className="cn-locate">
      <button type="button" className="cn-btn cn-btn--primary" onClick={locate} disabled={state === 'locating'}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        </svg>
        {state === 'locating' ? 'Finding you…' : 'Use my location'}
      </button>
      <p className="cn-locate__error" role="status">
        {state === 'failed' ? 'We could not get your location. Pick a place below instead.' : ''}
      </p>
    </div>
  );
}
