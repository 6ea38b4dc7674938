import type { Plugin } from 'vite';

export const PRERENDERED_DIR: string;
export function prerender(): Plugin;
