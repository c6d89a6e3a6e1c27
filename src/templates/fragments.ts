/** GraphQL fragments shared by the page templates. Gatsby picks them up from any file under src/. */
import { graphql } from "gatsby";

export const siteFrame = graphql`
  fragment SiteFrame on SiteYaml {
    name
    wordmark {
      top
      bottom
    }
    summary
    address {
      street
      city
      region
      postalCode
      coordinates
    }
    directions {
      label
      spoken
    }
    phone
    email
    socialAccounts {
      name
      url
    }
    copyrightYear
    labels {
      skipLink
      menu
      mainNavigation
      announcement
    }
    nav {
      label
      path
    }
  }
`;

/** All a page asks of site.yaml: its frame, and for its <head> the cards and the business as JSON-LD (src/lib/structured-data.ts). */
export const seoFields = graphql`
  fragment SeoFields on SiteYaml {
    ...SiteFrame
    address {
      country
    }
    ...CafeHours
    social {
      alt
      image {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 1200, formats: [JPG], placeholder: NONE)
        }
      }
    }
  }
`;

export const dayHours = graphql`
  fragment DayHours on DayHours {
    closed
    opens
    closes
  }
`;

export const cafeHours = graphql`
  fragment CafeHours on SiteYaml {
    timeZone
    hours {
      monday {
        ...DayHours
      }
      tuesday {
        ...DayHours
      }
      wednesday {
        ...DayHours
      }
      thursday {
        ...DayHours
      }
      friday {
        ...DayHours
      }
      saturday {
        ...DayHours
      }
      sunday {
        ...DayHours
      }
    }
    specialDates {
      from
      until
      closed
      opens
      closes
      note
    }
    hoursWords {
      openUntil
      opensToday
      opensTomorrow
      opensOn
      closedNow
      closedDay
    }
  }
`;
