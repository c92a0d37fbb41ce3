import * as migration_20261121_184420_initial from './20261121_184420_initial';
import * as migration_20261121_204952_shop_variants from './20261121_204952_shop_variants';
import * as migration_20261121_211043_shop_customers from './20261121_211043_shop_customers';
import * as migration_20261121_215651_shop_password_change from './20261121_215651_shop_password_change';
import * as migration_20261124_051413_team from './20261124_051413_team';
import * as migration_20261124_074202_site_security_contact from './20261124_074202_site_security_contact';
import * as migration_20261124_081950_modules_ii from './20261124_081950_modules_ii';
import * as migration_20261124_111659_modules_ii_more from './20261124_111659_modules_ii_more';
import * as migration_20261124_143708_mail_outbox from './20261124_143708_mail_outbox';
import * as migration_20261124_162254_forms_navigation from './20261124_162254_forms_navigation';
import * as migration_20261124_183311_portfolio_tables_per_collection from './20261124_183311_portfolio_tables_per_collection';
import * as migration_20261124_200126_consent_sso_analytics from './20261124_200126_consent_sso_analytics';
import * as migration_20261125_015520_session7 from './20261125_015520_session7';
import * as migration_20261125_055958_session8 from './20261125_055958_session8';

export const migrations = [
  {
    up: migration_20261121_184420_initial.up,
    down: migration_20261121_184420_initial.down,
    name: '20261121_184420_initial',
  },
  {
    up: migration_20261121_204952_shop_variants.up,
    down: migration_20261121_204952_shop_variants.down,
    name: '20261121_204952_shop_variants',
  },
  {
    up: migration_20261121_211043_shop_customers.up,
    down: migration_20261121_211043_shop_customers.down,
    name: '20261121_211043_shop_customers',
  },
  {
    up: migration_20261121_215651_shop_password_change.up,
    down: migration_20261121_215651_shop_password_change.down,
    name: '20261121_215651_shop_password_change',
  },
  {
    up: migration_20261124_051413_team.up,
    down: migration_20261124_051413_team.down,
    name: '20261124_051413_team',
  },
  {
    up: migration_20261124_074202_site_security_contact.up,
    down: migration_20261124_074202_site_security_contact.down,
    name: '20261124_074202_site_security_contact',
  },
  {
    up: migration_20261124_081950_modules_ii.up,
    down: migration_20261124_081950_modules_ii.down,
    name: '20261124_081950_modules_ii',
  },
  {
    up: migration_20261124_111659_modules_ii_more.up,
    down: migration_20261124_111659_modules_ii_more.down,
    name: '20261124_111659_modules_ii_more',
  },
  {
    up: migration_20261124_143708_mail_outbox.up,
    down: migration_20261124_143708_mail_outbox.down,
    name: '20261124_143708_mail_outbox',
  },
  {
    up: migration_20261124_162254_forms_navigation.up,
    down: migration_20261124_162254_forms_navigation.down,
    name: '20261124_162254_forms_navigation',
  },
  {
    up: migration_20261124_183311_portfolio_tables_per_collection.up,
    down: migration_20261124_183311_portfolio_tables_per_collection.down,
    name: '20261124_183311_portfolio_tables_per_collection',
  },
  {
    up: migration_20261124_200126_consent_sso_analytics.up,
    down: migration_20261124_200126_consent_sso_analytics.down,
    name: '20261124_200126_consent_sso_analytics',
  },
  {
    up: migration_20261125_015520_session7.up,
    down: migration_20261125_015520_session7.down,
    name: '20261125_015520_session7',
  },
  {
    up: migration_20261125_055958_session8.up,
    down: migration_20261125_055958_session8.down,
    name: '20261125_055958_session8'
  },
];
