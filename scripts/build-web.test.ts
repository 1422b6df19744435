import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, prerenderedFileName } from '../contract/routes.ts';
import { renderPage } from '../web/src/entry-prerender.tsx';
import { composePage } from './build-web.ts';

// The built index.html, as Vite writes it.
const TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta name="csp-nonce" content="__CSP_NONCE__" />
    <title>SafeSteps — safety skills and learning quizzes for children</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const ASSETS = {
  fonts: ['/assets/fredoka-abc.woff2'],
  loader: '/assets/prerendered-loader-abc.js',
};

describe('prerendering the public pages', () => {
  it('renders / and /pricing as a visitor whose session is not known yet', async () => {
    const home = await renderPage('/');
    expect(home).toMatch(/^<title>SafeSteps — safety skills and learning quizzes for children<\/title><div/);
    expect(home).toContain('Little quizzes that help your child stay safe and keep learning');
    expect(home).toContain('href="/safety-skills"');
    // The account button keeps its place until the session is known, as the browser's first render does.
    expect(home).toContain('<span class="block h-12 w-28" aria-hidden="true"></span>');
    expect(home).not.toContain('Sign In');

    const pricing = await renderPage('/pricing');
    expect(pricing).toContain('Simple, fair pricing');
    expect(pricing).toContain('£0');
    // Each plan's button waits for the session, as the browser's first render does.
    expect(pricing.match(/<div class="min-h-14" aria-hidden="true"><\/div>/g)).toHaveLength(3);
    expect(pricing).not.toMatch(/>(Sign Up|Upgrade|Current plan)</);
    expect(pricing).not.toContain('Test mode');
  });

  it('makes every prerendered page an HTML file the CSP lets through whole', async () => {
    for (const path of PRERENDERED_PAGES) {
      const page = composePage(TEMPLATE, await renderPage(path), ASSETS);
      expect(page, path).toMatch(/<div id="root"><div class="flex min-h-dvh flex-col">/);
      expect(page.match(/<title>/g), path).toHaveLength(1);
      // Markup only: any inline script or style attribute would be refused by the browser.
      const root = page.slice(page.indexOf('<div id="root">'));
      expect(root, path).not.toMatch(/<script|<style|\sstyle="|<template/);
    }
    expect(PRERENDERED_PAGES.map(prerenderedFileName)).toContain('index.html');
    expect(PRERENDERED_PAGES.map(prerenderedFileName)).toContain('pricing.html');
  });

  it('puts the title in the head and the loader, with the entry and its imports, in place of the module scripts', async () => {
    const page = composePage(TEMPLATE, await renderPage('/pricing'), ASSETS);
    expect(page).toContain('<title>Pricing — SafeSteps</title>');
    expect(page).not.toContain('<title>SafeSteps — safety skills');
    expect(page).toContain('<meta name="csp-nonce" content="__CSP_NONCE__" />');
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      '<script defer src="/assets/prerendered-loader-abc.js" data-modules="/assets/index-abc.js /assets/jsx-runtime-abc.js"></script>',
    );
    expect(page).toContain(
      '<link rel="preload" href="/assets/fredoka-abc.woff2" as="font" type="font/woff2" crossorigin="">',
    );
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });

  it('stops the build on markup the CSP would refuse', () => {
    expect(() => composePage(TEMPLATE, '<div style="color: red">Hi</div>', ASSETS)).toThrow(/CSP/);
    expect(() => composePage(TEMPLATE, '<div>Hi</div><script>go()</script>', ASSETS)).toThrow(/CSP/);
    expect(() => composePage(TEMPLATE, '<meta name="x"><div>Hi</div>', ASSETS)).toThrow(/before the app/);
    const withoutEntry = TEMPLATE.replace(/\n\s*<script type="module"[^>]*><\/script>/, '');
    expect(() => composePage(withoutEntry, '<div>Hi</div>', ASSETS)).toThrow(/no module script/);
  });
});
