const { createAppConfig } = require('@careerforge/shared/build');

module.exports = createAppConfig({ appDir: __dirname, name: 'host', isHost: true, title: 'CareerForge' });
