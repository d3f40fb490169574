'use client';
import { useEffect } from 'react';

// The package and the pool on the client: ../probe.js, once the page is in the browser.
export function Probe() {
  useEffect(() => {
    import('../probe.js');
  }, []);
  return null;
}
