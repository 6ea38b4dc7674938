import type { Plugin } from 'vite';

export function statecharts(): Plugin;
