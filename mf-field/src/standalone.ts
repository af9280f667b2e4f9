const root = document.getElementById('root') ?? document.body;
root.textContent =
  'mf_field: a Module Federation remote of the B2B portal. Open it through the shell; its manifest is /mf-manifest.json.';

export {};
