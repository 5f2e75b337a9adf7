const { createAppConfig } = require('@careerforge/shared/build');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_profile_data',
  exposes: { './App': './src/App.tsx', './mount': './src/mount.tsx' },
  title: 'CareerForge · Career, education and skills',
});
