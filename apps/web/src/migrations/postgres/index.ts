import * as migration_20261121_184420_initial from './20261121_184420_initial';
import * as migration_20261121_204952_shop_variants from './20261121_204952_shop_variants';
import * as migration_20261121_211043_shop_customers from './20261121_211043_shop_customers';

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
    name: '20261121_211043_shop_customers'
  },
];
