import type { UblParty } from './ubl-document';
import { leaf, node, type XmlChildren } from './xml-text';

// The seller (BG-4) and buyer (BG-7) of a UBL document, in ZATCA's mapping: national address with the building
// number (KSA-17/18), the additional number in PlotIdentification and the district in CitySubdivisionName; the VAT
// number in PartyTaxScheme; the commercial registration (CRN) as the party's identification.

function postalAddress(party: UblParty) {
  const { address } = party;
  return node('cac:PostalAddress', [
    leaf('cbc:StreetName', address.street),
    leaf('cbc:BuildingNumber', address.buildingNumber),
    address.additionalNumber !== null && leaf('cbc:PlotIdentification', address.additionalNumber),
    leaf('cbc:CitySubdivisionName', address.district),
    leaf('cbc:CityName', address.city),
    leaf('cbc:PostalZone', address.postalCode),
    node('cac:Country', [leaf('cbc:IdentificationCode', 'SA')]),
  ]);
}

function party(value: UblParty): XmlChildren {
  return [
    value.crNumber !== null && node('cac:PartyIdentification', [leaf('cbc:ID', value.crNumber, { schemeID: 'CRN' })]),
    postalAddress(value),
    node('cac:PartyTaxScheme', [
      value.vatNumber !== null && leaf('cbc:CompanyID', value.vatNumber),
      node('cac:TaxScheme', [leaf('cbc:ID', 'VAT')]),
    ]),
    node('cac:PartyLegalEntity', [leaf('cbc:RegistrationName', value.name)]),
  ];
}

export function supplierParty(seller: UblParty) {
  return node('cac:AccountingSupplierParty', [node('cac:Party', party(seller))]);
}

export function customerParty(buyer: UblParty) {
  return node('cac:AccountingCustomerParty', [node('cac:Party', party(buyer))]);
}
