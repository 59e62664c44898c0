// Small lists in each supported format, written the way the real files are laid out. The unit tests screen
// against them, and an upload form may offer them as examples of what each source looks like.

export const SAMPLE_WORLD_BANK_JSON = JSON.stringify({
  response: {
    ZPROCSUPP: [
      {
        SUPP_ID: 1001,
        SUPP_NAME: "ACME CONSTRUCTION LTD.",
        ADD_SUPP_INFO: "",
        SUPP_ADDR: "Mombasa Road",
        SUPP_CITY: "Nairobi",
        COUNTRY_NAME: "Kenya",
        DEBAR_FROM_DATE: "2021-03-15T00:00:00",
        DEBAR_TO_DATE: "2999-12-31T00:00:00",
        DEBAR_REASON: "Fraudulent Practice",
        INELIGIBLY_STATUS: "Ongoing",
      },
      {
        SUPP_ID: 1002,
        SUPP_NAME: "Société Générale de Construction SARL",
        ADD_SUPP_INFO: "",
        SUPP_ADDR: "Boulevard Lagunaire",
        SUPP_CITY: "Abidjan",
        COUNTRY_NAME: "Cote d'Ivoire",
        DEBAR_FROM_DATE: "12-MAR-2018",
        DEBAR_TO_DATE: "11-MAR-2021",
        DEBAR_REASON: "Collusive Practice",
        INELIGIBLY_STATUS: "",
      },
      {
        SUPP_ID: 1003,
        SUPP_NAME: "Nairobi Water Works Ltd",
        COUNTRY_NAME: "Kenya",
        DEBAR_FROM_DATE: "2023-01-10",
        DEBAR_TO_DATE: "2027-01-09",
        DEBAR_REASON: "Corrupt Practice",
      },
      {
        SUPP_ID: 1004,
        SUPP_NAME: "Al-Noor Trading Company",
        ADD_SUPP_INFO: "Also known as: Alnoor General Trading",
        COUNTRY_NAME: "United Arab Emirates",
        DEBAR_FROM_DATE: "2019-07-01",
        DEBAR_TO_DATE: "",
        DEBAR_REASON: "Fraudulent Practice",
        INELIGIBLY_STATUS: "Permanent",
      },
    ],
  },
});

export const SAMPLE_WORLD_BANK_CSV = [
  "World Bank Listing of Ineligible Firms and Individuals",
  "Firm Name,Address,Country,From Date,To Date,Grounds",
  '"Beta Engineering Services Pvt Ltd","Plot 5, Jinja Road, Kampala",Uganda,05/01/2020,Ongoing,Corruption',
  '"Gamma Roads & Bridges (U) Limited","Kampala",Uganda,2015-06-01,2019-05-31,"Fraud; Collusion"',
  '"Delta Medical Supplies SA","Rue 12, Dakar",Senegal,"Mar 3, 2022",Permanent,Fraud',
  ',"no name on this row",Kenya,2020-01-01,2021-01-01,Fraud',
].join("\n");

const OS_HEADER =
  "id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,dataset,first_seen,last_seen,last_change";

export const SAMPLE_OPENSANCTIONS_CSV = [
  OS_HEADER,
  'NK-gazprom,Company,Gazprom PJSC,"ПАО «Газпром»;Gazprom;Публичное акционерное общество «Газпром»",,ru,"Nametkina 16, Moscow",1027700070518;7736050003,"UA-NSDC sanctions - 2022",,,"Ukraine NSDC;EU FSF",2022-02-28T00:00:00,2026-01-10T00:00:00,2024-05-01T00:00:00',
  'NK-alnoor,Company,Al Noor Trading Company,"شركة النور للتجارة;Al-Nour Trading",,ae,,,"OFAC SDN",,,"US OFAC SDN",2020-05-05T00:00:00,2026-01-10T00:00:00,2020-05-05T00:00:00',
  'NK-petrov,Person,Viktor Ivanovich Petrov,Виктор Иванович Петров,1961-04-02,ru,,,"EU consolidated",,,"EU FSF",2014-07-30T00:00:00,2026-01-10T00:00:00,2014-07-30T00:00:00',
  "NK-vessel,Vessel,Ocean Star,,,pa,,IMO1234567,OFAC SDN,,,US OFAC SDN,2021-01-01T00:00:00,2026-01-10T00:00:00,2021-01-01T00:00:00",
].join("\n");

export const SAMPLE_UN_XML = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" dateGenerated="2026-01-12T10:00:02.123Z">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>6908555</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>ABDUL</FIRST_NAME>
      <SECOND_NAME>RAHMAN</SECOND_NAME>
      <THIRD_NAME>HASSAN</THIRD_NAME>
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <REFERENCE_NUMBER>QDi.999</REFERENCE_NUMBER>
      <LISTED_ON>2011-06-07</LISTED_ON>
      <NAME_ORIGINAL_SCRIPT>عبد الرحمن حسن</NAME_ORIGINAL_SCRIPT>
      <COMMENTS1>Example entry for tests.</COMMENTS1>
      <NATIONALITY><VALUE>Afghanistan</VALUE></NATIONALITY>
      <LIST_TYPE><VALUE>UN List</VALUE></LIST_TYPE>
      <INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>Abu Hassan</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS><QUALITY>Low</QUALITY><ALIAS_NAME></ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS><COUNTRY>Afghanistan</COUNTRY></INDIVIDUAL_ADDRESS>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES>
    <ENTITY>
      <DATAID>6908777</DATAID>
      <FIRST_NAME>EASTERN STAR TRADING CO. LTD</FIRST_NAME>
      <UN_LIST_TYPE>DPRK</UN_LIST_TYPE>
      <REFERENCE_NUMBER>KPe.999</REFERENCE_NUMBER>
      <LISTED_ON>2017-08-05</LISTED_ON>
      <COMMENTS1>Example &amp; test entity.</COMMENTS1>
      <ENTITY_ALIAS><QUALITY>a.k.a.</QUALITY><ALIAS_NAME>Восточная Звезда</ALIAS_NAME></ENTITY_ALIAS>
      <ENTITY_ADDRESS><CITY>Damascus</CITY><COUNTRY>Syrian Arab Republic</COUNTRY></ENTITY_ADDRESS>
    </ENTITY>
  </ENTITIES>
</CONSOLIDATED_LIST>`;

export const SAMPLE_CUSTOM_CSV = [
  "Company Name;Aliases;Country;Registration No;Debarred From;Debarred Until;Reason",
  "Kilimanjaro Builders Ltd;KB Ltd|Kilimanjaro Builders Tanzania;TZ;CPR/2010/1234;2022-01-01;;Abandoned works",
  "Ελληνική Κατασκευαστική ΑΕ;Elliniki Kataskevastiki;Greece;EL-998877;2020-01-01;2022-12-31;Late delivery",
].join("\n");

// Kenya's PPRA "Debarred Firms" table as it is published (a PDF turned into a spreadsheet and saved as CSV): two
// title lines above the header, numbered rows, the period in words and the date of debarment written the Kenyan
// way (day first, "15th August, 2021", "01.02.2023"); a long reason wraps onto a row of its own with no number.
// The firms are invented; the layout and wording follow the Authority's list.
export const SAMPLE_PPRA_CSV = [
  "PUBLIC PROCUREMENT REGULATORY AUTHORITY,,,,,",
  "LIST OF DEBARRED FIRMS AS AT 30TH JUNE 2024,,,,,",
  "S/No,Name of Firm,Address,Reason for Debarment,Period of Debarment,Date of Debarment",
  '1,M/S Mlima Contractors Limited,"P.O. Box 1234-00100, Nairobi",Forged tax compliance certificate,3 years,12/05/2020',
  '2,Tana Hardware & General Supplies Ltd,"P.O. Box 88-70100, Garissa",Collusive practice,Ten (10) years,"15th August, 2021"',
  '3,Kilimanjaro Builders and Civil Works Ltd,"P.O. Box 2201-10100, Nyeri",Fraudulent bid security and false,Permanently,01.02.2023',
  ",,,information on experience,,",
  '4,Pwani Medical Supplies Co. Ltd,"P.O. Box 4455-80100, Mombasa",Failure to perform contract,5 years,3rd June 2019',
].join("\r\n");
