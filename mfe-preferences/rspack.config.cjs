const { createAppConfig } = require('@careerforge/shared/build');

// Everything but the folder comes from this app's entry in shared/apps.json.
module.exports = createAppConfig({ appDir: __dirname });
